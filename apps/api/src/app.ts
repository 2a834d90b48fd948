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
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerWeb } from "./plugins/web.ts";
import { AccountRepository } from "./repositories/account-repository.ts";
import { CatalogueRepository } from "./repositories/catalogue-repository.ts";
import authRoutes from "./routes/auth/index.ts";
import consumerRoutes from "./routes/consumer/index.ts";
import devRoutes from "./routes/dev/index.ts";
import uploadRoutes from "./routes/upload/index.ts";
import vendorRoutes from "./routes/vendor/index.ts";
import { AuthService } from "./services/auth-service.ts";
import { ConsoleSmsProvider } from "./services/sms/console-provider.ts";
import { Msg91SmsProvider } from "./services/sms/msg91-provider.ts";
import type { SmsProvider } from "./services/sms/sms-provider.ts";
import { DiskStorage } from "./services/storage.ts";
import type { FileStorage } from "./services/storage.ts";
import catalogueRoutes from "./routes/catalogue/index.ts";
import healthRoutes from "./routes/health.ts";
import bookingRoutes from "./routes/public/booking.ts";
import waitlistRoutes from "./routes/public/waitlist.ts";
import searchRoutes from "./routes/search/index.ts";
import { CatalogueService } from "./services/catalogue-service.ts";
import { ResponseCache } from "./services/response-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalogue: CatalogueService;
    accounts: AccountRepository;
    auth: AuthService;
    sms: SmsProvider;
    storage: FileStorage;
  }
}

export interface BuildOptions {
  /** Share a database across app instances (tests); by default the app opens and closes its own. */
  database?: Database;
  /** Replace the SMS provider (tests of the gateway adapter); by default it follows the configuration. */
  sms?: SmsProvider;
}

/**
 * Builds the application: external plugins first, then the app's own services, then the routes (STYLE.md).
 * Migrates and seeds the database before it is ready.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  registerErrorHandling(app);

  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  // Oversized files are marked truncated rather than thrown, so the upload route can name every one of them.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: 2_097_152, files: 5, fields: 10, fieldSize: 1000, parts: 15 } });
  await registerOpenApi(app);

  const database = options.database ?? (await openDatabase(config.database, (err) => app.log.error({ err }, "database pool error")));
  if (!options.database) app.addHook("onClose", async () => database.close());
  await database.migrate();
  const seed = await seedCatalogue(database.db);
  if (seed.seeded) app.log.info({ version: seed.version }, "catalogue seeded");
  app.decorate("database", database);
  app.decorate("catalogue", new CatalogueService(new CatalogueRepository(database.db), new ResponseCache(config.cacheMaxEntries), app.log));

  const sms =
    options.sms ??
    (config.sms.provider === "msg91"
      ? new Msg91SmsProvider({ url: config.sms.gatewayUrl, authKey: config.sms.authKey!, templateId: config.sms.templateId!, senderId: config.sms.senderId }, app.log)
      : new ConsoleSmsProvider(app.log));
  const accounts = new AccountRepository(database.db);
  app.decorate("sms", sms);
  app.decorate("accounts", accounts);
  app.decorate("auth", new AuthService(database.db, accounts, sms, { configuredSecret: config.auth.secret, sessionTtlDays: config.auth.sessionTtlDays, codeTtlSeconds: config.auth.codeTtlSeconds }));
  app.decorate("storage", new DiskStorage(config.storage.dir));
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

  mkdirSync(config.storage.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.storage.dir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    maxAge: "7d",
    // Uploaded files are never sniffed into another type (ASVS 5.0 §5).
    setHeaders: (res) => res.header("x-content-type-options", "nosniff"),
  });

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
