import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isNotificationTemplateName, OUTBOX_ALARM_SECONDS, templateVariables } from "@utsav/domain";
import type { OutboxBacklog, OutboxRepository, OutboxRow } from "./outbox-repository.ts";
import type { EmailProvider } from "../email/email-provider.ts";
import type { SmsProvider } from "../sms/sms-provider.ts";
import type { WhatsappProvider } from "../whatsapp/whatsapp-provider.ts";
import type { PushDelivery } from "../push/push-delivery.ts";
import { redactedError } from "../gateway-retry.ts";
import { PollingLoop } from "../polling-loop.ts";
import { SentMarks } from "./sent-marks.ts";

export interface NotificationWorkerOptions {
  /** How often to look for due messages when nothing wakes the worker. */
  pollMs: number;
  /**
   * How long a claim lasts without renewal. The worker renews a message's claim just before sending it (unless the
   * claim is still young: about a third of the lease) and every third of the lease while the send runs, so a slow
   * gateway never lets another process take a message in hand.
   */
  leaseMs: number;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryMs: number;
  /** Attempts before a message is given up (`failed`). */
  maxAttempts: number;
  /** Each SMS template's DLT template id at the gateway (config.ts SMS_NOTIFICATION_TEMPLATES). */
  smsTemplateIds: Readonly<Record<string, string>>;
  /**
   * How many of a batch's recipients are sent to at once (1 when not given): each recipient's messages one after
   * another in the order they were queued, different recipients side by side (docs/decisions/0096).
   */
  sendConcurrency?: number;
}

/** How many messages one claim takes. */
const BATCH = 20;
const MAX_RETRY_MS = 3_600_000;
/** How often a running worker reads the outbox's backlog (watch). */
const WATCH_MS = 30_000;

/** How often a claim is renewed while its message is sent: every third of the lease, and no more often than 50 ms. */
const renewalInterval = (leaseMs: number) => Math.max(50, Math.floor(leaseMs / 3));

/**
 * Delivers the notification outbox (docs/decisions/0021): claims due messages, sends each through its channel's
 * provider, and records it sent, or due again after a backoff, or given up after `maxAttempts`. Any number of
 * processes may run one on the same database: a message is claimed by one at a time. A process that writes a
 * message wakes its own worker, so it goes out at once; messages written elsewhere are found by polling.
 */
export class NotificationWorker {
  private readonly loop: PollingLoop;
  private watchTimer: NodeJS.Timeout | null = null;
  private behind = false;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly channels: {
      sms: SmsProvider;
      email: EmailProvider | null;
      whatsapp?: WhatsappProvider | null;
      push?: Pick<PushDelivery, "send"> | null;
    },
    private readonly log: FastifyBaseLogger,
    private readonly options: NotificationWorkerOptions,
  ) {
    this.loop = new PollingLoop(
      () => this.deliverDue(),
      { pollMs: options.pollMs, batch: BATCH },
      (err) => this.log.warn({ err: redactedError(err) }, "notification outbox: could not claim messages"),
    );
  }

  /** Starts polling. */
  start(): void {
    this.loop.start();
    this.watchTimer ??= setInterval(() => {
      this.watch().catch((err: unknown) => this.log.warn({ err: redactedError(err) }, "notification outbox: could not read its backlog"));
    }, WATCH_MS);
    this.watchTimer.unref();
  }

  /**
   * Reads the outbox's backlog and logs it: an error while the oldest due message has waited longer than
   * OUTBOX_ALARM_SECONDS (every watch, so an alert on the log fires and goes on firing), and once when it has caught
   * up (docs/decisions/0096). GET /api/health/outbox answers the same for a monitor that polls.
   */
  async watch(): Promise<OutboxBacklog> {
    const backlog = await this.outbox.backlog();
    if (backlog.oldestWaitingSeconds > OUTBOX_ALARM_SECONDS.default) {
      this.behind = true;
      this.log.error(backlog, `notification outbox behind: messages waiting longer than ${OUTBOX_ALARM_SECONDS.default} s`);
    } else if (this.behind) {
      this.behind = false;
      this.log.info(backlog, "notification outbox caught up");
    }
    return backlog;
  }

  /** Looks for due messages now (after this process queued some). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling and waits for the messages in hand. */
  stop(): Promise<void> {
    if (this.watchTimer) clearInterval(this.watchTimer);
    this.watchTimer = null;
    return this.loop.stop();
  }

  /** Delivers until nothing is due (tests, and a pass that a caller wants finished). */
  drain(): Promise<number> {
    return this.loop.drain();
  }

  private async deliverDue(): Promise<number> {
    // One token per claim: it names this pass as the holder of the messages it took (decision 21).
    const token = randomUUID();
    // Read before the claim is asked for: the database's lease starts no earlier than this.
    const claimedAt = performance.now();
    const claimed = await this.outbox.claimDue(BATCH, this.options.leaseMs, token);
    const byRecipient = new Map<string, OutboxRow[]>();
    // Oldest first: the claim picks its batch in that order, but does not answer it in order.
    claimed.sort((a, b) => a.availableAt.getTime() - b.availableAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
    for (const message of claimed) byRecipient.set(message.recipient, [...(byRecipient.get(message.recipient) ?? []), message]);
    const lanes = [...byRecipient.values()];
    let next = 0;
    // Each lane takes the next recipient's messages and sends them in order. A lane whose database statement fails
    // stops there: the recipient's later messages keep their claim and go out after the lease, still in order.
    const marks = new SentMarks(this.outbox, token);
    const lane = async () => {
      for (let messages = lanes[next++]; messages; messages = lanes[next++])
        for (const message of messages) await this.deliver(message, token, claimedAt, marks);
    };
    const width = Math.min(lanes.length, Math.max(1, this.options.sendConcurrency ?? 1));
    const outcomes = await Promise.allSettled(Array.from({ length: width }, lane));
    const failed = outcomes.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    return claimed.length;
  }

  private async deliver(message: OutboxRow, token: string, claimedAt: number, marks: SentMarks): Promise<void> {
    const about = { outboxId: message.id, template: message.template, channel: message.channel, attempt: message.attempts };
    // The batch's later messages waited while earlier ones were sent: their lease may have run out and another
    // process may hold them now. Renewing first both checks the claim and gives this send a whole lease. A claim that
    // still holds for two renewal intervals (one until keepClaim's first renewal, one to spare) is sent without the
    // extra statement: most messages are sent at once.
    const fresh = performance.now() - claimedAt <= this.options.leaseMs - 2 * renewalInterval(this.options.leaseMs);
    if (!fresh && !(await this.outbox.renew(message.id, token, this.options.leaseMs))) {
      this.log.info(about, "notification claimed by another worker; not sent here");
      return;
    }
    let failure: string | null = null;
    const heartbeat = this.keepClaim(message.id, token, about);
    try {
      await this.send(message);
    } catch (err) {
      failure = redactedError(err);
    } finally {
      heartbeat.stop();
    }
    if (failure !== null) {
      const retryAt =
        message.attempts >= this.options.maxAttempts
          ? null
          : new Date(Date.now() + Math.min(this.options.retryMs * 2 ** (message.attempts - 1), MAX_RETRY_MS));
      this.log.warn({ ...about, err: failure, retryAt }, retryAt ? "notification not sent; will retry" : "notification given up");
      if (!(await this.outbox.markFailed(message.id, token, failure, retryAt)))
        this.log.warn(about, "notification claim lost before its failure was recorded");
      return;
    }
    if (await marks.mark(message.id)) this.log.info(about, "notification sent");
    else this.log.warn(about, "notification sent, but its claim was lost before it was recorded: it may be sent again");
  }

  /** Renews a claim every third of the lease while a send runs, so no other process takes the message meanwhile. */
  private keepClaim(id: string, token: string, about: Record<string, unknown>): { stop: () => void } {
    const timer = setInterval(() => {
      this.outbox.renew(id, token, this.options.leaseMs).then(
        (held) => {
          if (!held) this.log.warn(about, "notification claim lost while sending");
        },
        (err: unknown) => this.log.warn({ ...about, err: redactedError(err) }, "notification claim could not be renewed"),
      );
    }, renewalInterval(this.options.leaseMs));
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  private async send(message: OutboxRow): Promise<void> {
    if (message.channel === "sms") {
      await this.channels.sms.send(message.recipient, message.text, message.variables, this.options.smsTemplateIds[message.template]);
      return;
    }
    if (message.channel === "email" && this.channels.email) {
      await this.channels.email.send({ to: message.recipient, subject: message.subject ?? "", text: message.text });
      return;
    }
    if (message.channel === "whatsapp" && this.channels.whatsapp) {
      // The template's parameters in their places {{1}}, {{2}}… (whatsappTemplateBody in packages/domain).
      if (!isNotificationTemplateName(message.template)) throw new Error(`Unknown notification template ${message.template}`);
      const parameters = templateVariables(message.template).map((name) => message.variables[name] ?? "");
      await this.channels.whatsapp.send({ to: message.recipient, template: message.template, parameters, text: message.text });
      return;
    }
    if (message.channel === "push" && this.channels.push) {
      await this.channels.push.send(message);
      return;
    }
    throw new Error(`no provider for the ${message.channel} channel`);
  }
}
