import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, healthSchema, ok, outboxHealthQuerySchema, outboxHealthSchema } from "@utsav/domain";
import { HttpError, ServiceUnavailableError } from "./http/http-errors.ts";
import { OutboxRepository } from "./outbox/outbox-repository.ts";

const started = Date.now();

/** Liveness (the process answers) and readiness (the database answers and takes writes), for load balancers and orchestrators. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = () => ({ status: "ok" as const, database: app.database.kind, uptimeSeconds: Math.round((Date.now() - started) / 1000) });

  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Liveness: the process is up", response: { 200: envelope(healthSchema) } } },
    async () => ok(status()),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers and takes writes",
        response: { 200: envelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      try {
        // A write, not a read: a database on a full disk (or read-only) still answers `select 1` while every
        // change fails (issue 36). One row, rewritten on each probe.
        await app.database.db.execute(
          sql`insert into app_meta (key, value, updated_at) values ('health:ready', now()::text, now())
              on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
        );
      } catch (err) {
        request.log.warn({ err }, "database not reachable or not writable");
        throw new ServiceUnavailableError();
      }
      return ok(status());
    },
  );

  // For a monitor that polls (docs/decisions/0096): 503 while the outbox's oldest due message has waited longer than
  // `alarmAfter` seconds, so any HTTP check alarms on it. Not for the balancer: a web process is not to blame.
  app.get(
    "/health/outbox",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the notification outbox keeps up: how long its oldest due message has waited to be sent",
        querystring: outboxHealthQuerySchema,
        response: { 200: envelope(outboxHealthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { oldestWaitingSeconds } = await new OutboxRepository(app.database.db).backlog();
      if (oldestWaitingSeconds > request.query.alarmAfter)
        throw new HttpError(503, `Messages are waiting to be sent: the oldest for ${oldestWaitingSeconds} seconds`, "OUTBOX_BEHIND");
      return ok({ status: "ok" as const, oldestWaitingSeconds });
    },
  );
};

export default healthRoutes;
