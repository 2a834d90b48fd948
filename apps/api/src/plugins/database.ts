import fp from "fastify-plugin";
import { openDatabase, seedCatalogue } from "@utsav/db";
import type { Database } from "@utsav/db";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  /** Share a database across app instances (tests); by default the app opens and closes its own. */
  database?: Database;
}

/** The database, migrated and with the catalogue seeded before anything uses it, closed with the app unless it was given. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const database = options.database ?? (await openDatabase(app.config.database, (err) => app.log.error({ err }, "database pool error")));
    if (!options.database) app.addHook("onClose", async () => database.close());
    // Several processes may start together on one PostgreSQL: they migrate and seed one at a time.
    const seed = await database.exclusively(async () => {
      await database.migrate();
      return seedCatalogue(database.db);
    });
    if (seed.seeded) app.log.info({ version: seed.version }, "catalogue seeded");
    app.decorate("database", database);
  },
  { name: "database", fastify: "5.x", decorators: { fastify: ["config"] } },
);
