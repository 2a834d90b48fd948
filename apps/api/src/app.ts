import { mkdirSync } from "node:fs";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { openDatabase, seedCatalogue } from "@utsav/db";
import type { Database } from "@utsav/db";
import { BODY_LIMITS } from "./lib/body-limits.ts";
import { registerAuth } from "./plugins/auth.ts";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors.ts";
import { registerMedia } from "./plugins/media.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { loggingOptions, registerRequestLog } from "./plugins/request-log.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerWeb } from "./plugins/web.ts";
import { AccountRepository } from "./repositories/account-repository.ts";
import { CatalogueRepository } from "./repositories/catalogue-repository.ts";
import { SearchRepository } from "./repositories/search-repository.ts";
import authRoutes from "./routes/auth/index.ts";
import consumerRoutes from "./routes/consumer/index.ts";
import devRoutes from "./routes/dev/index.ts";
import uploadRoutes from "./routes/upload/index.ts";
import vendorRoutes from "./routes/vendor/index.ts";
import { AuthService } from "./services/auth-service.ts";
import { ConsoleSmsProvider } from "./services/sms/console-provider.ts";
import { Msg91SmsProvider } from "./services/sms/msg91-provider.ts";
import { LocalOutbox } from "./services/sms/local-outbox.ts";
import type { SmsProvider } from "./services/sms/sms-provider.ts";
import { RateLimiter } from "./services/rate-limiter.ts";
import { createStorages } from "./services/storage.ts";
import type { FileStorage, PrivateFileStorage } from "./services/storage.ts";
import catalogueRoutes from "./routes/catalogue/index.ts";
import healthRoutes from "./routes/health.ts";
import bookingRoutes from "./routes/public/booking.ts";
import waitlistRoutes from "./routes/public/waitlist.ts";
import searchRoutes from "./routes/search/index.ts";
import { CatalogueService } from "./services/catalogue-service.ts";
import { ResponseCache } from "./services/response-cache.ts";
import { SearchTermDictionary } from "./services/search-terms.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalogue: CatalogueService;
    searchTerms: SearchTermDictionary;
    accounts: AccountRepository;
    auth: AuthService;
    /** The limits on public writes, shared by every process through the database (plugins/rate-limit.ts). */
    rateLimiter: RateLimiter;
    sms: SmsProvider;
    storage: FileStorage;
    /** Never served: identity documents, encrypted (routes/vendor/kyc.ts). */
    privateStorage: PrivateFileStorage;
  }
}

export interface BuildOptions {
  /** Share a database across app instances (tests); by default the app opens and closes its own. */
  database?: Database;
  /** Replace the SMS provider (tests of the gateway adapter); by default it follows the configuration. */
  sms?: SmsProvider;
  /** Where log lines go instead of stdout (the API tests capture them to check what is logged). */
  logStream?: { write(line: string): void };
}

/**
 * Any body but an upload (JSON): 16 KB, well above a booking, a waitlist entry, a search or a profile section at
 * their longest, so a bigger one is refused with 413 before it is read, let alone parsed (docs/decisions/0016). The
 * few routes whose largest valid body is bigger set their own `bodyLimit` (lib/body-limits.ts).
 */
const BODY_LIMIT_BYTES = BODY_LIMITS.default;
/** Uploads (multipart): 2 MB a file, five files, ten short fields; a route may set tighter limits of its own. */
const MULTIPART_LIMITS = { fileSize: 2_097_152, files: 5, fields: 10, fieldSize: 1000, parts: 15 };

/**
 * Builds the application: external plugins first, then the app's own services, then the routes (STYLE.md).
 * Migrates and seeds the database before it is ready.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.logLevel, options.logStream),
    // The client address of rate limits is the socket's unless TRUST_PROXY names the proxies in front (config.ts).
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    // Requests arriving while the server drains get a 503 in the envelope instead (plugins/errors.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // A malformed address or an over-long path value is refused before any route: still in the envelope.
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  registerErrorHandling(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, { production: config.isProduction, devServer: config.web === "dev" });

  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  // Oversized files are marked truncated rather than thrown, so the upload route can name every one of them.
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  await registerOpenApi(app);

  // Chosen before the database opens, so a run that could not deliver sign-in codes stops at once. Only a run
  // whose messages stay on this machine has a local outbox (never production: config.ts, smsProvider).
  const localOutbox = !options.sms && config.sms.provider === "console" ? new LocalOutbox() : null;
  const sms = options.sms ?? smsProvider(config, app.log, localOutbox);
  const database = options.database ?? (await openDatabase(config.database, (err) => app.log.error({ err }, "database pool error")));
  if (!options.database) app.addHook("onClose", async () => database.close());
  // Several processes may start together on one PostgreSQL: they migrate and seed one at a time.
  const seed = await database.exclusively(async () => {
    await database.migrate();
    return seedCatalogue(database.db);
  });
  if (seed.seeded) app.log.info({ version: seed.version }, "catalogue seeded");
  app.decorate("database", database);
  const catalogue = new CatalogueService(new CatalogueRepository(database.db), new ResponseCache(config.cacheMaxEntries), app.log, database);
  await catalogue.listenForChanges();
  app.addHook("onClose", () => catalogue.close());
  app.decorate("catalogue", catalogue);
  // The typo dictionary of search, in memory, follows the catalogue's changes (services/search-terms.ts).
  const searchTerms = new SearchTermDictionary(() => SearchRepository.allTerms(database.db));
  await searchTerms.reload();
  catalogue.onChange(() => {
    searchTerms.reload().catch((err: unknown) => app.log.warn({ err }, "could not reload the search dictionary"));
  });
  app.decorate("searchTerms", searchTerms);

  const accounts = new AccountRepository(database.db);
  app.decorate("sms", sms);
  app.decorate("accounts", accounts);
  app.decorate("rateLimiter", new RateLimiter(accounts, config.rateLimitMultiplier));
  app.decorate("auth", new AuthService(database.db, accounts, sms, { configuredSecret: config.auth.secret, codeTtlSeconds: config.auth.codeTtlSeconds }));
  const storages = createStorages(config.storage);
  app.decorate("storage", storages.files);
  app.decorate("privateStorage", storages.privateFiles);
  await registerAuth(app);

  mkdirSync(`${config.publicDir}/assets`, { recursive: true });
  await app.register(fastifyStatic, {
    root: `${config.publicDir}/assets`,
    prefix: "/assets/",
    decorateReply: false,
    maxAge: "7d",
    index: false,
    wildcard: true,
  });

  await registerMedia(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: "/auth" });
      await api.register(consumerRoutes, { prefix: "/consumer" });
      await api.register(uploadRoutes, { prefix: "/upload" });
      if (localOutbox) await api.register(devRoutes(localOutbox), { prefix: "/dev" });
      await api.register(catalogueRoutes);
      await api.register(waitlistRoutes, { prefix: "/public" });
      await api.register(bookingRoutes, { prefix: "/public" });
      await api.register(searchRoutes, { prefix: "/search" });
      await api.register(vendorRoutes, { prefix: "/vendor" });
    },
    { prefix: "/api" },
  );
  if (config.web !== "off") await registerWeb(app, config.web);

  return app;
}

/** Trusts the nearest `hops` proxies: X-Forwarded-For is read that many hops back from the socket, no further. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The configured SMS gateway, or on local and test runs the console provider, which keeps messages in the local
 * outbox (and prints them on a local run). Production never gets the console provider: it would answer success
 * for a code that reached no one.
 */
function smsProvider(config: Config, log: FastifyBaseLogger, localOutbox: LocalOutbox | null): SmsProvider {
  if (config.sms.provider === "msg91") {
    return new Msg91SmsProvider({ url: config.sms.gatewayUrl, authKey: config.sms.authKey!, templateId: config.sms.templateId!, senderId: config.sms.senderId }, log);
  }
  if (!localOutbox || config.isProduction) throw new Error("Invalid configuration: APP_ENV=production needs SMS_PROVIDER=msg91; the console provider delivers no code");
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleSmsProvider(log, localOutbox, { terminal, outboxUrl: `${config.publicOrigin}/dev/outbox` });
}
