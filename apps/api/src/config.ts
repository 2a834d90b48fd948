import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

// Configuration is read and validated once, here (STYLE.md). Every variable is listed in the README.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  PUBLIC_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  WEB: z.enum(["build", "dev", "off"]).optional(),
  DRAW_PICTURES: z.enum(["true", "false"]).default("true"),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).default(2000),
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  SMS_GATEWAY_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SMS_AUTH_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMS_SENDER_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMS_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  S3_REGION: z.string().default("ap-south-1"),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: NonNullable<Env["LOG_LEVEL"]>;
  dataDir: string;
  /** Served at the site root: generated catalogue pictures live under publicDir/assets. */
  publicDir: string;
  database: { kind: "postgres"; url: string; poolMax: number; statementTimeoutMs: number } | { kind: "pglite"; dir: string | null };
  cacheMaxEntries: number;
  /** How the web app is served: the production build, Vite in development, or not at all (API tests). */
  web: "build" | "dev" | "off";
  /** Draw missing catalogue pictures after start (in a child process). */
  drawPictures: boolean;
  sms: { provider: Env["SMS_PROVIDER"]; gatewayUrl?: string; authKey?: string; senderId?: string; templateId?: string };
  storage: { driver: Env["STORAGE_DRIVER"]; endpoint?: string; region: string; bucket?: string; accessKeyId?: string; secretAccessKey?: string };
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
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    dataDir,
    publicDir: env.PUBLIC_DIR ? path.resolve(env.PUBLIC_DIR) : path.join(dataDir, "public"),
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    cacheMaxEntries: env.CACHE_MAX_ENTRIES,
    drawPictures: env.DRAW_PICTURES === "true",
    web: env.WEB ?? (env.NODE_ENV === "production" ? "build" : env.NODE_ENV === "development" ? "dev" : "off"),
    sms: {
      provider: env.SMS_PROVIDER,
      gatewayUrl: env.SMS_GATEWAY_URL,
      authKey: env.SMS_AUTH_KEY,
      senderId: env.SMS_SENDER_ID,
      templateId: env.SMS_TEMPLATE_ID,
    },
    storage: {
      driver: env.STORAGE_DRIVER,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    repoRoot,
    ...overrides,
  };
}
