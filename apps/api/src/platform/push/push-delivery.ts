import type { FastifyBaseLogger } from "fastify";
import { hasPushMessage, PUSH_MESSAGES, pushPath, renderNotification } from "@utsav/domain";
import type { Db } from "@utsav/db";
import { OutboxRepository, PUSH_URL, SMS_FALLBACK } from "../outbox/outbox-repository.ts";
import type { OutboxRow } from "../outbox/outbox-repository.ts";
import type { Clock } from "../scheduler/clock.ts";
import { JobRepository } from "../scheduler/job-repository.ts";
import type { JobHandler } from "../scheduler/scheduler.ts";
import { DEVICE_NOT_REGISTERED, maskedToken } from "./push-provider.ts";
import type { PushProvider, PushTicket } from "./push-provider.ts";
import { PushTokenRepository } from "./push-token-repository.ts";

/** The scheduled job that reads a push's receipts (docs/decisions/0070). */
export const PUSH_RECEIPTS_JOB = "push.receipts";

/** Receipts not ready are asked for again this much later, this many times (Expo keeps them a day). */
const RECEIPT_RETRY_MS = 30 * 60_000;
const RECEIPT_TRIES = 6;

/**
 * The outbox's push channel (docs/decisions/0070): a push row names the person as its SMS would (the account of the
 * push's audience with that phone number); the push goes to every phone that account registered, as they stand when
 * it is sent. Tickets with DeviceNotRegistered delete their token at once; the other tickets are kept, and a job reads
 * their receipts later. Where no phone takes it (none registered any more, every token dead) and the SMS was left
 * for the push, the SMS is queued after all, so the person still hears of the event.
 */
export class PushDelivery {
  private readonly tokens: PushTokenRepository;

  constructor(
    private readonly db: Db,
    /** Null where PUSH_PROVIDER=none: no phone takes a push, so every push row falls back to its SMS. */
    private readonly provider: PushProvider | null,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly receiptDelayMs: number,
  ) {
    this.tokens = new PushTokenRepository(db);
  }

  /** Sends one push row; throws (so the worker tries again later) when the service refused it and no phone took it. */
  async send(message: OutboxRow): Promise<void> {
    if (!hasPushMessage(message.template)) throw new Error(`no push for the template ${message.template}`);
    const tokens = this.provider ? await this.tokens.tokensFor(PUSH_MESSAGES[message.template].to, message.recipient) : [];
    if (!this.provider || tokens.length === 0) return this.fallBack(message);
    const url = message.variables[PUSH_URL] ?? pushPath(message.variables.link);
    const tickets = await this.provider.send(tokens.map((to) => ({ to, title: message.subject ?? "", body: message.text, data: { url } })));
    const accepted = tickets.flatMap((t, i): { id: string; token: string }[] =>
      t.status === "ok" ? [{ id: t.id, token: tokens[i] ?? "" }] : [],
    );
    const dead = tokens.filter((_token, i) => isDead(tickets[i]));
    await this.tokens.removeTokens(dead);
    tickets.forEach((t, i) => {
      if (t.status === "error" && !isDead(t))
        this.log.warn({ outboxId: message.id, token: maskedToken(tokens[i] ?? ""), error: t.error }, "push refused");
    });
    if (dead.length > 0)
      this.log.info({ outboxId: message.id, removed: dead.length }, "push tokens of phones no longer registered removed");
    if (accepted.length > 0) {
      await this.tokens.keepTickets(accepted);
      const runAt = new Date(this.clock.now().getTime() + this.receiptDelayMs);
      const payload = { tickets: accepted.map((t) => t.id).join(",") };
      await JobRepository.schedule(this.db, [{ kind: PUSH_RECEIPTS_JOB, key: `push-receipts:${message.id}`, runAt, payload }]);
      return;
    }
    if (dead.length === tokens.length) return this.fallBack(message);
    throw new Error("push refused for every phone");
  }

  /** The job that reads receipts: a dead device's token goes; other errors are logged with the token cut short. */
  receiptsJob(): JobHandler {
    return async (payload, job) => {
      const ids = (payload.tickets ?? "").split(",").filter(Boolean);
      const kept = await this.tokens.ticketTokens(ids);
      const asked = ids.filter((id) => kept.has(id));
      if (asked.length === 0 || !this.provider) return;
      const receipts = await this.provider.receipts(asked);
      const dead: string[] = [];
      for (const id of asked) {
        const receipt = receipts[id];
        const token = kept.get(id) ?? "";
        if (receipt?.status !== "error") continue;
        if (receipt.error === DEVICE_NOT_REGISTERED) dead.push(token);
        else this.log.warn({ ticket: id, token: maskedToken(token), error: receipt.error }, "push not delivered");
      }
      await this.tokens.removeTokens(dead);
      const read = asked.filter((id) => receipts[id] !== undefined);
      await this.tokens.forgetTickets(job.attempts >= RECEIPT_TRIES ? asked : read);
      if (read.length < asked.length && job.attempts < RECEIPT_TRIES) return { again: new Date(job.now.getTime() + RECEIPT_RETRY_MS) };
    };
  }

  /** No phone took the push: its SMS, where it was left for the push, is queued now (once: the outbox's key is event and channel). */
  private async fallBack(message: OutboxRow): Promise<void> {
    if (message.variables[SMS_FALLBACK] !== "yes" || !hasPushMessage(message.template)) return;
    const { [SMS_FALLBACK]: _left, [PUSH_URL]: _url, ...values } = message.variables;
    const { subject, text, variables } = renderNotification(message.template, values);
    const sms = {
      eventKey: message.eventKey,
      channel: "sms",
      recipient: message.recipient,
      template: message.template,
      variables,
      subject,
      text,
    } as const;
    await OutboxRepository.enqueue(this.db, [{ ...sms, sms: "also" }]);
    this.log.info({ outboxId: message.id }, "no phone took the push: its SMS is queued");
  }
}

const isDead = (ticket: PushTicket | undefined) => ticket?.status === "error" && ticket.error === DEVICE_NOT_REGISTERED;
