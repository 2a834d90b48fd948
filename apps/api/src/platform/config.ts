import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { DatabaseConfig } from "@utsav/db";
import { SMS_TEMPLATE_NAMES } from "@utsav/domain";
import { WHATSAPP_ENV, whatsappConfigOf, whatsappInProduction } from "./whatsapp-config.ts";
import type { WhatsappConfig } from "./whatsapp-config.ts";
import { PAYMENTS_ENV, paymentsConfigOf, paymentsInProduction } from "./payments/payments-config.ts";
import type { PaymentsConfig } from "./payments/payments-config.ts";
import { APP_LINKS_ENV, appLinksConfigOf } from "./app-links-config.ts";
import type { AppLinksConfig } from "./app-links-config.ts";
import { PUSH_ENV, pushConfigOf, pushInProduction } from "./push/push-config.ts";
import { PROCESS_ENV, replicaOf, roleDutiesOf } from "./process-config.ts";
import { CACHE_ENV, readCachesOf } from "./cache-config.ts";
import type { ReadCaches } from "./cache-config.ts";
import type { ProcessRole } from "./process-config.ts";
import type { PushConfig } from "./push/push-config.ts";
import { parseTrustProxy } from "./trust-proxy.ts";
import type { TrustProxy } from "./trust-proxy.ts";

export { parseTrustProxy };
export type { TrustProxy };

// Configuration is read and validated once, here (STYLE.md). Every variable is listed in the README.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.preprocess(emptyAsUndefined, z.enum(["local", "production", "test"]).optional()),
  PUBLIC_ORIGIN: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  PUBLIC_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  WEB: z.enum(["build", "dev", "off"]).optional(),
  DRAW_PICTURES: z.enum(["true", "false"]).default("true"),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  OTP_TTL_SECONDS: z.coerce.number().int().min(2).max(600).default(600),
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  SMS_GATEWAY_URL: z.preprocess(emptyAsUndefined, z.string().url().default("https://control.msg91.com/api/v5/flow/")),
  SMS_AUTH_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMS_SENDER_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMS_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("ap-south-1")),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1_000_000).default(1),
  SMS_NOTIFICATION_TEMPLATES: z.preprocess(emptyAsUndefined, z.string().max(4000).optional()),
  EMAIL_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["console", "smtp", "none"]).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  EMAIL_FROM: z.preprocess(emptyAsUndefined, z.string().max(200).default("Utsav <bookings@utsavmarket.in>")),
  ...WHATSAPP_ENV,
  ...PAYMENTS_ENV,
  ...APP_LINKS_ENV,
  ...PUSH_ENV,
  ...PROCESS_ENV,
  ...CACHE_ENV,
  NOTIFY_WORKER: z.enum(["on", "off"]).default("on"),
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  NOTIFY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  NOTIFY_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  NOTIFY_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(10),
  RETENTION_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
});

export type Env = z.infer<typeof envSchema>;

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Fastify's trustProxy: no proxy (the socket's address), a number of trusted hops, or trusted addresses and ranges. */

export interface Config {
  env: Env["NODE_ENV"];
  /**
   * What the process is for: `local` (npm start on a developer's machine: sign-in codes printed and kept at the
   * local outbox), `production` (real secrets and an SMS gateway required, Secure cookies, no outbox) or `test`.
   */
  appEnv: NonNullable<Env["APP_ENV"]>;
  isProduction: boolean;
  /** The site's public address (scheme, host, port): canonical links, sitemap, robots.txt, og and JSON-LD. */
  publicOrigin: string;
  /** Which proxies may set X-Forwarded-For and X-Forwarded-Proto; by default none, so limits use the socket's address. */
  trustProxy: TrustProxy;
  host: string;
  port: number;
  logLevel: NonNullable<Env["LOG_LEVEL"]>;
  dataDir: string;
  /** Served at the site root: generated catalogue pictures live under publicDir/assets. */
  publicDir: string;
  database: DatabaseConfig;
  /** How much the catalogue's and search's read caches keep. */
  caches: ReadCaches;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  shutdownGraceMs: number;
  /** How the web app is served: the production build, Vite in development, or not at all (API tests). */
  web: "build" | "dev" | "off";
  /** Draw missing catalogue pictures after start (in a child process). */
  drawPictures: boolean;
  sms: { provider: Env["SMS_PROVIDER"]; gatewayUrl: string; authKey?: string; senderId?: string; templateId?: string };
  /**
   * dir is public (served at /media/); privateDir holds identity documents, encrypted, and is never served. With the
   * s3 driver both live in one bucket, under the prefixes media/ and private/.
   */
  storage: { driver: Env["STORAGE_DRIVER"]; dir: string; privateDir: string; s3?: S3Config };
  auth: { secret?: string; codeTtlSeconds: number };
  /** Multiplies every limit on public writes (platform/rate-limiter.ts): 1 in production, raised by load tests. */
  rateLimitMultiplier: number;
  /**
   * E-mail (booking alerts to vendors): `console` keeps messages in the local outbox (local and test runs only),
   * `smtp` sends through SMTP_URL, `none` sends no e-mail (the default in production until SMTP is configured).
   */
  email: { provider: "console" | "smtp" | "none"; smtpUrl?: string; from: string };
  /** WhatsApp (booking alerts to vendors who chose it; platform/whatsapp-config.ts). */
  whatsapp: WhatsappConfig;
  /** Payments and the scheduler (platform/payments/payments-config.ts). */
  payments: PaymentsConfig;
  /** Push notifications to the app (platform/push/push-config.ts, docs/decisions/0070). */
  push: PushConfig;
  /** The native app's links: what /.well-known/ vouches for (platform/app-links-config.ts, docs/decisions/0061). */
  appLinks: AppLinksConfig;
  /**
   * The notification outbox's worker: whether this process delivers, how often it looks for due messages, how long
   * a claim lasts, the first retry's delay (doubled each time), the attempts before a message is given up, and how
   * many recipients it sends to at once. `smsTemplateIds`: each SMS template's DLT template id at the gateway. */
  notifications: {
    worker: boolean;
    pollMs: number;
    leaseMs: number;
    retryMs: number;
    maxAttempts: number;
    sendConcurrency: number;
    smsTemplateIds: Record<string, string>;
  };
  /** The retention sweep (platform/retention.ts, docs/decisions/0015): whether this process runs it, and how often. */
  retention: { worker: boolean; sweepMs: number };
  /** What this process is in a deployment of several (platform/process-config.ts, docs/decisions/0076). */
  role: ProcessRole;
  repoRoot: string;
}

/**
 * Builds the configuration from an environment (process.env by default). Tests pass overrides, such as an
 * in-memory database, instead of touching process.env.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const appEnv = env.APP_ENV ?? (env.NODE_ENV === "test" ? "test" : "local");
  if (appEnv === "production") requireProductionSettings(env);
  if (env.SMS_PROVIDER === "msg91" && (!env.SMS_AUTH_KEY || !env.SMS_TEMPLATE_ID)) {
    throw new Error("Invalid configuration: SMS_PROVIDER=msg91 needs SMS_AUTH_KEY and SMS_TEMPLATE_ID");
  }
  const s3 = env.STORAGE_DRIVER === "s3" ? s3ConfigOf(env) : undefined;
  const emailProvider = env.EMAIL_PROVIDER ?? (appEnv === "production" ? (env.SMTP_URL ? "smtp" : "none") : "console");
  if (emailProvider === "smtp" && !env.SMTP_URL) throw new Error("Invalid configuration: EMAIL_PROVIDER=smtp needs SMTP_URL");
  const dataDir = path.resolve(env.DATA_DIR);
  const duties = roleDutiesOf(env);
  const payments = paymentsConfigOf(env, appEnv);
  const web = env.WEB ?? (env.NODE_ENV === "production" ? "build" : env.NODE_ENV === "development" ? "dev" : "off");
  return {
    env: env.NODE_ENV,
    appEnv,
    isProduction: appEnv === "production",
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    dataDir,
    publicDir: env.PUBLIC_DIR ? path.resolve(env.PUBLIC_DIR) : path.join(dataDir, "public"),
    database: env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          directUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
          replica: replicaOf(env),
          poolMax: env.DB_POOL_MAX,
          statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
        }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    caches: readCachesOf(env),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    drawPictures: duties.drawsPictures && env.DRAW_PICTURES === "true",
    web: duties.servesPages ? web : "off",
    sms: {
      provider: env.SMS_PROVIDER,
      gatewayUrl: env.SMS_GATEWAY_URL,
      authKey: env.SMS_AUTH_KEY,
      senderId: env.SMS_SENDER_ID,
      templateId: env.SMS_TEMPLATE_ID,
    },
    storage: {
      driver: env.STORAGE_DRIVER,
      dir: path.join(dataDir, "media"),
      privateDir: path.join(dataDir, "private"),
      s3,
    },
    auth: { secret: env.AUTH_SECRET, codeTtlSeconds: env.OTP_TTL_SECONDS },
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    email: { provider: emailProvider, smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM },
    whatsapp: whatsappConfigOf(env, appEnv),
    payments: { ...payments, scheduler: { ...payments.scheduler, worker: duties.runsJobs && payments.scheduler.worker } },
    push: pushConfigOf(env, appEnv),
    appLinks: appLinksConfigOf(env),
    notifications: {
      worker: duties.runsJobs && env.NOTIFY_WORKER === "on",
      pollMs: env.NOTIFY_POLL_MS,
      leaseMs: env.NOTIFY_LEASE_MS,
      retryMs: env.NOTIFY_RETRY_MS,
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
      sendConcurrency: env.NOTIFY_SEND_CONCURRENCY,
      smsTemplateIds: parseTemplateIds(env.SMS_NOTIFICATION_TEMPLATES),
    },
    retention: { worker: duties.runsJobs, sweepMs: env.RETENTION_SWEEP_MS },
    role: duties.role,
    repoRoot,
    ...overrides,
  };
}

/** STORAGE_DRIVER=s3 needs the bucket, where it is and the keys to it. */
function s3ConfigOf(env: Env): S3Config {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error("Invalid configuration: STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return { endpoint, region: env.S3_REGION, bucket, accessKeyId, secretAccessKey, forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" };
}

/**
 * A production start needs what keeps its promises: a real key for codes and documents, a gateway that really
 * delivers sign-in codes, and the public address links are built from. Each failure names its variable.
 */
function requireProductionSettings(env: Env): void {
  const missing: string[] = [];
  if (!env.AUTH_SECRET) missing.push("AUTH_SECRET (32 or more random characters, the same on every instance)");
  if (env.SMS_PROVIDER === "console")
    missing.push("SMS_PROVIDER=msg91 with SMS_AUTH_KEY and SMS_TEMPLATE_ID (the console provider delivers no code)");
  if (env.EMAIL_PROVIDER === "console")
    missing.push("EMAIL_PROVIDER=smtp with SMTP_URL, or EMAIL_PROVIDER=none (the console provider delivers no e-mail)");
  const whatsappProblem = whatsappInProduction(env);
  if (whatsappProblem) missing.push(whatsappProblem);
  const paymentsProblem = paymentsInProduction(env);
  if (paymentsProblem) missing.push(paymentsProblem);
  const pushProblem = pushInProduction(env);
  if (pushProblem) missing.push(pushProblem);
  if (env.SMS_PROVIDER === "msg91") {
    const ids = parseTemplateIds(env.SMS_NOTIFICATION_TEMPLATES);
    const unnamed = SMS_TEMPLATE_NAMES.filter((name) => !ids[name]);
    if (unnamed.length > 0) missing.push(`SMS_NOTIFICATION_TEMPLATES naming a DLT template id for ${unnamed.join(", ")}`);
  }
  if (!env.PUBLIC_ORIGIN) missing.push("PUBLIC_ORIGIN (the site's https address, e.g. https://utsav.example)");
  else if (!env.PUBLIC_ORIGIN.startsWith("https://")) missing.push("PUBLIC_ORIGIN with https://");
  if (missing.length > 0) throw new Error(`Invalid configuration: APP_ENV=production needs ${missing.join("; ")}`);
}

/**
 * SMS_NOTIFICATION_TEMPLATES: each SMS template's DLT template id, as 'name=id' pairs separated by commas
 * (booking_received_vendor_sms=1207…,call_lead_vendor_sms=1207…). Names that are not templates are refused.
 */
export function parseTemplateIds(value: string | undefined): Record<string, string> {
  if (!value?.trim()) return {};
  const pairs = value
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split("=").map((part) => part.trim()));
  const wrong = pairs.filter(([name, id, extra]) => !name || !id || extra !== undefined || !SMS_TEMPLATE_NAMES.includes(name as never));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid configuration: SMS_NOTIFICATION_TEMPLATES must be name=id pairs for ${SMS_TEMPLATE_NAMES.join(", ")} (got ${wrong.map((w) => w.join("=")).join(", ")})`,
    );
  }
  return Object.fromEntries(pairs.map(([name = "", id = ""]) => [name, id]));
}
