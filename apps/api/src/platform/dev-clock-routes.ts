import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { devClockRequestSchema, devClockSchema, envelope, errorEnvelopeSchema, ok } from "@utsav/domain";
import type { ShiftedClock } from "./scheduler/clock.ts";

/**
 * Local runs only (docs/decisions/0054): reads and moves forward the clock timed rules read, then runs what fell due,
 * so that a booking's expiry, a reminder or a completion can be seen at once. Never registered outside a local run
 * (providers.ts).
 */
const devClockRoutes =
  (clock: ShiftedClock, wake: () => void): FastifyPluginAsyncZod =>
  async (app) => {
    const state = () => ({ now: clock.now().toISOString(), aheadHours: Math.round(clock.shift / 3_600_000) });
    app.get(
      "/clock",
      { schema: { tags: ["local"], summary: "The local clock (local runs only)", response: { 200: envelope(devClockSchema) } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return ok(state());
      },
    );
    app.post(
      "/clock",
      {
        schema: {
          tags: ["local"],
          summary: "Move the local clock forward by some hours and run what falls due (local runs only)",
          body: devClockRequestSchema,
          response: { 200: envelope(devClockSchema), 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        clock.advance(request.body.hours * 3_600_000);
        wake();
        reply.header("cache-control", "no-store");
        return ok(state());
      },
    );
  };

export default devClockRoutes;
