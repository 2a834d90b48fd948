import fp from "fastify-plugin";
import { openDatabase, prepareEmbeddedDir, seedCatalogue } from "@utsav/db";
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

/** How long after a connection arrives the embedded database lets the event loop turn before each statement. */
export const MAKE_WAY_MS = 50;

/** The database, migrated and with the catalogue seeded before anything uses it, closed with the app unless it was given. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const config = app.config.database;
    // A folder of the embedded database is migrated and seeded in a child process first, to keep this one small.
    if (!options.database && config.kind === "pglite" && config.dir) await prepareEmbeddedDir(config.dir);
    const database =
      options.database ??
      (await openDatabase(
        config,
        (err) => app.log.error({ err }, "database pool error"),
        // Reads moving between the replica and the primary (docs/decisions/0077).
        (routing) => app.log.warn({ routing }, `catalogue and search reads now on the ${routing.target} (${routing.reason})`),
      ));
    if (!options.database) app.addHook("onClose", async () => database.close());
    // Several processes may start together on one PostgreSQL: they migrate and seed one at a time.
    const seed = await database.exclusively(async () => {
      await database.migrate();
      return seedCatalogue(database.db);
    });
    if (seed.seeded) app.log.info({ version: seed.version }, "catalogue seeded");
    // A busy process on the embedded database accepts new connections promptly while they arrive (decision 0091).
    app.server.on("connection", () => database.makeWay(MAKE_WAY_MS));
    app.decorate("database", database);
  },
  { name: "database", fastify: "5.x", decorators: { fastify: ["config"] } },
);
