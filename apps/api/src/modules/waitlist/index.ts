import fp from "fastify-plugin";
import waitlistRoutes from "./routes.ts";
import { WaitlistRepository } from "./waitlist-repository.ts";

// The notify-me box and the vendors' and consumers' waitlists (docs/decisions/0004).

export default fp(
  async (app) => {
    await app.register(waitlistRoutes, { prefix: "/api/public", waitlist: new WaitlistRepository(app.database.db) });
  },
  { name: "waitlist", fastify: "5.x", dependencies: ["database"] },
);
