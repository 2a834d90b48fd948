import fp from "fastify-plugin";
import { AccountRepository } from "./account-repository.ts";
import authRoutes from "./auth-routes.ts";
import { AuthService } from "./auth-service.ts";
import consumerRoutes from "./consumer-routes.ts";

// Sign-in by code, sessions and the consumer's profile (docs/decisions/0005, 0015).

declare module "fastify" {
  interface FastifyInstance {
    /** Users and their contact details: bookings, briefs and operations read them. */
    accounts: AccountRepository;
  }
}

export type { AccountRepository };
export type { UserRow } from "./account-repository.ts";

export default fp(
  async (app) => {
    const { config } = app;
    const accounts = new AccountRepository(app.database.db);
    const auth = new AuthService(app.database.db, accounts, app.sms, {
      configuredSecret: config.auth.secret,
      codeTtlSeconds: config.auth.codeTtlSeconds,
      addressLimitMultiplier: config.rateLimitMultiplier,
    });
    app.decorate("accounts", accounts);
    app.decorate("sessions", auth);
    await app.register(authRoutes, { prefix: "/api/auth", auth });
    await app.register(consumerRoutes, { prefix: "/api/consumer" });
  },
  { name: "accounts", fastify: "5.x", dependencies: ["database", "providers"] },
);
