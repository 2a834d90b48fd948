import fp from "fastify-plugin";
import { RETENTION } from "../../platform/retention.ts";
import { AccountRepository } from "./account-repository.ts";
import { AccountRetentionRepository } from "./account-retention-repository.ts";
import authRoutes from "./auth-routes.ts";
import { AuthService, SESSION_POLICY } from "./auth-service.ts";
import consumerRoutes from "./consumer-routes.ts";
import webLinkRoutes from "./web-link-routes.ts";
import { WebLinkRepository } from "./web-link-repository.ts";
import { VendorWebLinks } from "./web-link-service.ts";

// Sign-in by code, sessions and the consumer's profile (docs/decisions/0005, 0015).

declare module "fastify" {
  interface FastifyInstance {
    /** Users and their contact details: bookings, briefs and operations read them. */
    accounts: AccountRepository;
  }
}

/** The class too: a module that ends a user's sessions inside its own transaction builds one on it (modules/privacy). */
export { AccountRepository };
export type { OperatorAccessOutcome, UserRow } from "./account-repository.ts";

export default fp(
  async (app) => {
    const { config } = app;
    const accounts = new AccountRepository(app.database.db);
    const auth = new AuthService(accounts, app.sms, {
      secret: app.serverSecret,
      counters: app.counters,
      codeTtlSeconds: config.auth.codeTtlSeconds,
      addressLimitMultiplier: config.rateLimitMultiplier,
    });
    // What sign-in leaves behind goes once nothing needs it (docs/decisions/0015).
    const retention = new AccountRetentionRepository(app.database.db);
    app.retention.add({ table: "otp_codes", deleteBatch: (limit) => retention.deleteOldCodes(limit, RETENTION.signInCodeSeconds) });
    app.retention.add({
      table: "sessions",
      deleteBatch: (limit) => retention.deleteEndedSessions(limit, RETENTION.endedSessionSeconds, SESSION_POLICY),
    });
    // The app's one-time links to the web's vendor pages (docs/decisions/0072) go a day after they expire, as codes do.
    const webLinkCodes = new WebLinkRepository(app.database.db);
    app.retention.add({ table: "web_link_codes", deleteBatch: (limit) => webLinkCodes.deleteOld(limit, RETENTION.signInCodeSeconds) });
    app.decorate("accounts", accounts);
    app.decorate("sessions", auth);
    await app.register(authRoutes, { prefix: "/api/auth", auth });
    await app.register(webLinkRoutes, { prefix: "/api/auth", webLinks: new VendorWebLinks(webLinkCodes, accounts, auth) });
    await app.register(consumerRoutes, { prefix: "/api/consumer" });
  },
  { name: "accounts", fastify: "5.x", dependencies: ["database", "providers"] },
);
