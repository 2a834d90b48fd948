import { mkdirSync } from "node:fs";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import type { Database } from "./db/client.ts";
import { seedCatalogue } from "./db/seed.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerWeb } from "./plugins/web.ts";
import { CatalogueRepository } from "./repositories/catalogue-repository.ts";
import catalogueRoutes from "./routes/catalogue/index.ts";
import healthRoutes from "./routes/health.ts";
import waitlistRoutes from "./routes/public/waitlist.ts";
import searchRoutes from "./routes/search/index.ts";
import { CatalogueService } from "./services/catalogue-service.ts";
import { ResponseCache } from "./services/response-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalogue: CatalogueService;
  }
}

export interface BuildOptions {
  /** Share a database across app instances (tests); by default the app opens and closes its own. */
  database?: Database;
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
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  registerErrorHandling(app);

  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await registerOpenApi(app);

  const database = options.database ?? (await openDatabase(config.database, (err) => app.log.error({ err }, "database pool error")));
  if (!options.database) app.addHook("onClose", async () => database.close());
  await database.migrate();
  const seed = await seedCatalogue(database.db);
  if (seed.seeded) app.log.info({ version: seed.version }, "catalogue seeded");
  app.decorate("database", database);
  app.decorate("catalogue", new CatalogueService(new CatalogueRepository(database.db), new ResponseCache(config.cacheMaxEntries), app.log));

  mkdirSync(`${config.publicDir}/assets`, { recursive: true });
  await app.register(fastifyStatic, {
    root: `${config.publicDir}/assets`,
    prefix: "/assets/",
    decorateReply: false,
    maxAge: "7d",
    index: false,
    wildcard: true,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(waitlistRoutes, { prefix: "/public" });
      await api.register(searchRoutes, { prefix: "/search" });
    },
    { prefix: "/api" },
  );
  if (config.web !== "off") await registerWeb(app, config.web);

  return app;
}
