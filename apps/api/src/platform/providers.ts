import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "./config.ts";
import { Counters } from "./counters.ts";
import { ConsoleEmailProvider } from "./email/console-email-provider.ts";
import type { EmailProvider } from "./email/email-provider.ts";
import { SmtpEmailProvider } from "./email/smtp-email-provider.ts";
import { LocalMessageLog } from "./local-message-log.ts";
import { NotificationWorker } from "./outbox/notification-worker.ts";
import { OutboxRepository } from "./outbox/outbox-repository.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { required } from "./required.ts";
import { RETENTION, RetentionSweep } from "./retention.ts";
import { ServerSecret } from "./server-secret.ts";
import { ConsoleSmsProvider } from "./sms/console-provider.ts";
import { Msg91SmsProvider } from "./sms/msg91-provider.ts";
import type { SmsProvider } from "./sms/sms-provider.ts";
import type { FileStorage, PrivateFileStorage } from "./storage/file-storage.ts";
import { createStorages } from "./storage/storage.ts";
import { whatsappFromConfig } from "./whatsapp/whatsapp-from-config.ts";
import type { WhatsappProvider } from "./whatsapp/whatsapp-provider.ts";
import { ShiftedClock, systemClock } from "./scheduler/clock.ts";
import devClockRoutes from "./dev-clock-routes.ts";
import type { Clock } from "./scheduler/clock.ts";
import { JobRepository } from "./scheduler/job-repository.ts";
import { Scheduler } from "./scheduler/scheduler.ts";
import { paymentProviderFromConfig } from "./payments/payment-provider-from-config.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import { PUSH_RECEIPTS_JOB, PushDelivery } from "./push/push-delivery.ts";
import { pushFromConfig } from "./push/push-from-config.ts";
import type { PushProvider } from "./push/push-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    sms: SmsProvider;
    /** E-mail (vendors' booking alerts); null where EMAIL_PROVIDER=none. */
    email: EmailProvider | null;
    /** WhatsApp (vendors' booking alerts); null where it is not configured. */
    whatsapp: WhatsappProvider | null;
    /** Push notifications to the app (docs/decisions/0070); null where PUSH_PROVIDER=none. */
    push: PushProvider | null;
    /** What the console providers kept instead of sending, on local and test runs; null otherwise (modules/notifications). */
    localMessages: LocalMessageLog | null;
    /** Delivers the notification outbox (docs/decisions/0021); started when NOTIFY_WORKER=on. */
    notificationWorker: NotificationWorker;
    /** Public files: pictures of offerings, galleries, profiles and briefs. */
    storage: FileStorage;
    /** Never served: identity documents, encrypted (modules/vendors/kyc-service.ts). */
    privateStorage: PrivateFileStorage;
    /** The limits on public writes, shared by every process through the database (platform/rate-limit.ts). */
    rateLimiter: RateLimiter;
    /** AUTH_SECRET, or the key kept in the database when it is not set: sign-in codes and counters' keys are hashed with it. */
    serverSecret: ServerSecret;
    /** Fixed-window counters in the database: the rate limits and the sign-in limits count here. */
    counters: Counters;
    /**
     * Deletes what is no longer needed, every RETENTION_SWEEP_MS (docs/decisions/0015); each module adds the rules of
     * the tables it keeps. Started when the server is ready.
     */
    retention: RetentionSweep;
    /** Timed work, run once across every process (docs/decisions/0048); started when SCHEDULER=on. */
    scheduler: Scheduler;
    /** The payment provider (docs/decisions/0048); null where PAYMENTS_PROVIDER=off. */
    paymentProvider: PaymentProvider | null;
  }
}

export interface ProvidersPluginOptions {
  /** Replace the SMS provider (tests of the gateway adapter); by default it follows the configuration. */
  sms?: SmsProvider;
  /** Replace the e-mail provider (tests); by default it follows the configuration. */
  email?: EmailProvider;
  /** The scheduler's clock (tests move it); by default the system's. */
  clock?: Clock;
  /** Replace the payment provider (tests); by default it follows the configuration. */
  payments?: PaymentProvider | null;
  /** Replace the push provider (tests); by default it follows the configuration. */
  push?: PushProvider | null;
}

/**
 * The outside world, chosen by configuration: SMS, e-mail and WhatsApp (each a console provider keeping messages in
 * the local message log on local and test runs), file storage (disk or S3), the rate limits, the worker that delivers
 * the durable notification outbox through those providers, and the retention sweep.
 */
export default fp<ProvidersPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const db = app.database.db;

    // Every console provider keeps its messages in one log: on a local run a file in the data folder, shared by every
    // process on it (web processes and the worker: docs/decisions/0079); in tests this app's memory. Only a run whose
    // SMS stay on this machine lists it at the local outbox page, /dev/outbox (never production: config.ts, smsProvider).
    const messageLog = new LocalMessageLog(config.appEnv === "local" ? localMessagesFile(config) : undefined);
    const localMessages = !options.sms && config.sms.provider === "console" ? messageLog : null;
    const sms = options.sms ?? smsProvider(config, app.log, messageLog);
    const email = options.email ?? emailProvider(config, app.log, messageLog);
    const whatsapp = whatsappFromConfig(config, app.log, messageLog);
    const push = options.push === undefined ? pushFromConfig(config, app.log, messageLog) : options.push;
    app.decorate("localMessages", localMessages);
    app.decorate("sms", sms);
    app.decorate("email", email);
    app.decorate("whatsapp", whatsapp);
    app.decorate("push", push);

    // The scheduler's clock also dates a push's receipt check (docs/decisions/0070).
    const shifted = !options.clock && config.appEnv === "local" ? new ShiftedClock() : null;
    const clock = options.clock ?? shifted ?? systemClock;
    // Without a push service (PUSH_PROVIDER=none) a push row queued for a registered phone falls back to its SMS.
    const pushes = new PushDelivery(db, push, clock, app.log, config.push.receiptDelayMs);
    const worker = new NotificationWorker(new OutboxRepository(db), { sms, email, whatsapp, push: pushes }, app.log, config.notifications);
    app.decorate("notificationWorker", worker);
    if (config.notifications.worker) app.addHook("onReady", async () => worker.start());
    app.addHook("preClose", async () => {
      await worker.stop();
      if (email instanceof SmtpEmailProvider) email.close();
    });

    const storages = createStorages(config.storage);
    app.decorate("storage", storages.files);
    app.decorate("privateStorage", storages.privateFiles);
    const secret = new ServerSecret(db, config.auth.secret);
    const counters = new Counters(db, secret);
    app.decorate("serverSecret", secret);
    app.decorate("counters", counters);
    app.decorate("rateLimiter", new RateLimiter(counters, config.rateLimitMultiplier));

    // A local run's clock can be moved forward (POST /api/dev/clock) to see what time does (docs/decisions/0054).
    const scheduler = new Scheduler(new JobRepository(db), clock, app.log, {
      pollMs: config.payments.scheduler.pollMs,
      leaseMs: config.notifications.leaseMs,
      retryMs: config.notifications.retryMs,
      maxAttempts: config.notifications.maxAttempts,
    });
    app.decorate("scheduler", scheduler);
    scheduler.register(PUSH_RECEIPTS_JOB, pushes.receiptsJob());
    if (config.payments.scheduler.worker) app.addHook("onReady", async () => scheduler.start());
    app.addHook("preClose", async () => scheduler.stop());
    if (shifted)
      await app.register(
        devClockRoutes(shifted, () => scheduler.wake()),
        { prefix: "/api/dev" },
      );
    app.decorate("paymentProvider", options.payments === undefined ? paymentProviderFromConfig(config, db, app.log) : options.payments);

    const retention = new RetentionSweep(app.log, config.retention);
    retention.add({ table: "rate_limits", deleteBatch: (limit) => counters.deleteExpired(limit, RETENTION.expiredCounterSeconds) });
    app.decorate("retention", retention);
    if (config.retention.worker) app.addHook("onReady", async () => retention.start());
    app.addHook("preClose", async () => retention.stop());
  },
  { name: "providers", fastify: "5.x", decorators: { fastify: ["config"] }, dependencies: ["database"] },
);

/**
 * The configured SMS gateway, or on local and test runs the console provider, which keeps messages in the local
 * message log (and prints them on a local run). Production never gets the console provider: it would answer success
 * for a code that reached no one.
 */
function smsProvider(config: Config, log: FastifyBaseLogger, localMessages: LocalMessageLog): SmsProvider {
  if (config.sms.provider === "msg91") {
    return new Msg91SmsProvider(
      {
        url: config.sms.gatewayUrl,
        authKey: required(config.sms.authKey, "SMS_AUTH_KEY, which config.ts requires of msg91"),
        templateId: required(config.sms.templateId, "SMS_TEMPLATE_ID, which config.ts requires of msg91"),
        senderId: config.sms.senderId,
      },
      log,
    );
  }
  assertSignInCodesDelivered(config);
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleSmsProvider(log, localMessages, { terminal, pageUrl: `${config.publicOrigin}/dev/outbox` });
}

/**
 * The configured e-mail: SMTP, none, or on local and test runs the console provider, which keeps messages in the
 * local message log beside the SMS (config.ts refuses it in production).
 */
function emailProvider(config: Config, log: FastifyBaseLogger, localMessages: LocalMessageLog): EmailProvider | null {
  if (config.email.provider === "none") return null;
  if (config.email.provider === "smtp") {
    return new SmtpEmailProvider(required(config.email.smtpUrl, "SMTP_URL, which config.ts requires of smtp"), config.email.from);
  }
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleEmailProvider(log, localMessages, { terminal, pageUrl: `${config.publicOrigin}/dev/outbox` });
}

/**
 * The local message log's file on a local run: in the data folder, which a local run alone has the console providers
 * write to (a production start refuses them: config.ts). It holds sign-in codes, so it is made readable by its owner only.
 */
function localMessagesFile(config: Config): string {
  return path.join(config.dataDir, "local-messages.jsonl");
}

/**
 * A production run never gets the console provider: it would answer success for a code that reached no one. app.ts
 * checks it before the database opens, so such a start stops at once (config.ts refuses the configuration too).
 */
export function assertSignInCodesDelivered(config: Config, given?: SmsProvider): void {
  if (!given && config.isProduction && config.sms.provider === "console") {
    throw new Error("Invalid configuration: APP_ENV=production needs SMS_PROVIDER=msg91; the console provider delivers no code");
  }
}
