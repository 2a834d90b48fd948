import { mkdirSync } from "node:fs";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import type { Database } from "./db/client.ts";
import { seedCatalogue } from "./db/seed.ts";
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
import type { SmsProvider } from "./services/sms/sms-provider.ts";
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

/** Any body but an upload (JSON): 1 MB, far above the largest form; a bigger one answers 413 in the envelope. */
const BODY_LIMIT_BYTES = 1_048_576;
/** Uploads (multipart): 2 MB a file, five files, ten short fields; a route may set tighter limits of its own. */
const MULTIPART_LIMITS = { fileSize: 2_097_152, files: 5, fields: 10, fieldSize: 1000, parts: 15 };

/**
 * Builds the application: external plugins first, then the app's own services, then the routes (STYLE.md).
 * Migrates and seeds the database before it is ready.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.logLevel, options.logStream),
    trustProxy: true,
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

  const sms =
    options.sms ??
    (config.sms.provider === "msg91"
      ? new Msg91SmsProvider({ url: config.sms.gatewayUrl, authKey: config.sms.authKey!, templateId: config.sms.templateId!, senderId: config.sms.senderId }, app.log)
      : new ConsoleSmsProvider(app.log, { printMessages: !config.isProduction }));
  const accounts = new AccountRepository(database.db);
  app.decorate("sms", sms);
  app.decorate("accounts", accounts);
  app.decorate("auth", new AuthService(database.db, accounts, sms, { configuredSecret: config.auth.secret, sessionTtlDays: config.auth.sessionTtlDays, codeTtlSeconds: config.auth.codeTtlSeconds }));
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
      if (!config.isProduction && sms instanceof ConsoleSmsProvider) await api.register(devRoutes(sms), { prefix: "/dev" });
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
