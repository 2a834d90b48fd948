import fp from "fastify-plugin";
import localMessageRoutes from "./local-message-routes.ts";
import { NotificationDrafts } from "./notification-drafts.ts";
import pushTokenRoutes from "./push-token-routes.ts";
import shopperMessageRoutes from "./shopper-message-routes.ts";
import { TimedDrafts } from "./timed-drafts.ts";

// What each change tells whom, and the local outbox page (docs/decisions/0021). Modules queue the drafts in the
// durable outbox with their own change (platform/outbox); the worker delivers them through the providers.

declare module "fastify" {
  interface FastifyInstance {
    /** The messages of every change, rendered for each channel the recipient chose. */
    notificationDrafts: NotificationDrafts;
    /** The messages time sends: reminders and expiries (docs/decisions/0054). */
    timedDrafts: TimedDrafts;
  }
}

export type { NotificationDrafts, TimedDrafts };
export { recipientColumns } from "./vendor-recipients.ts";
export { vendorInviteDrafts } from "./team-drafts.ts";
export type { InviteDrafts } from "./team-drafts.ts";
export type { VendorRecipients } from "./vendor-recipients.ts";

export default fp(
  async (app) => {
    const channels = [app.config.publicOrigin, app.email !== null, app.whatsapp !== null] as const;
    app.decorate("notificationDrafts", new NotificationDrafts(...channels));
    app.decorate("timedDrafts", new TimedDrafts(...channels));
    // The phones that receive pushes (docs/decisions/0070).
    await app.register(pushTokenRoutes, { prefix: "/api" });
    // A shopper's choice to get the SMS as well as the push (docs/decisions/0074).
    await app.register(shopperMessageRoutes, { prefix: "/api/consumer" });
    // Local and test runs only: never registered where messages leave the machine (platform/providers.ts).
    if (app.localMessages) await app.register(localMessageRoutes(app.localMessages), { prefix: "/api/dev" });
  },
  { name: "notifications", fastify: "5.x", dependencies: ["database", "providers"] },
);
