import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/platform/config.ts";
import { isDatabaseUnavailable, openDatabase } from "@utsav/db";
import type { Database } from "@utsav/db";

// Which failures mean "the database is away" (503, try again) rather than a fault (500), and what a client gets
// then. A closed embedded database stands in for a stopped server here; test/postgres-faults.test.ts stops a real
// PostgreSQL under load.

describe("isDatabaseUnavailable", () => {
  const pgError = (code: string, message = "x") => Object.assign(new Error(message), { code });

  it("knows a stopped, restarting or unreachable server and the timeouts, also inside Drizzle's wrapper", () => {
    for (const error of [
      pgError("ECONNREFUSED"),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      pgError("08006"),
      pgError("57014", "canceling statement due to statement timeout"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new DrizzleQueryError("select 1", [], pgError("ECONNRESET") as never),
      new AggregateError([pgError("ECONNREFUSED")], "connect failed"),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves real faults alone", () => {
    for (const error of [
      pgError("23505", "duplicate key value"),
      pgError("42P01", "relation does not exist"),
      new TypeError("x is undefined"),
      null,
      "text",
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe("the API while its database is away", () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    const config = loadConfig(
      { NODE_ENV: "test" },
      { database: { kind: "pglite", dir: null }, publicDir: mkdtempSync(path.join(tmpdir(), "utsav-public-")) },
    );
    database = await openDatabase(config.database);
    app = await buildApp(config, { database });
    await app.ready();
    await database.close();
  });
  afterAll(async () => {
    await app.close();
  });

  const unavailable = {
    success: false,
    data: null,
    errorMessage: "The service is temporarily unavailable. Please try again shortly.",
    errorCode: "DATABASE_UNAVAILABLE",
    retryAfterSeconds: 5,
  };

  it("readiness answers 503 in the envelope, while liveness still answers", async () => {
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe("5");
    expect(ready.json()).toEqual(unavailable);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("a booking, a sign-in and a catalogue read answer 503 with Retry-After, not 500 or 502", async () => {
    const responses = await Promise.all([
      app.inject({
        method: "POST",
        url: "/api/public/booking",
        payload: {
          offeringId: "JSS1",
          vendorName: "",
          offeringName: "",
          bookingData: { name: "Asha", mobile: "9845012345", address: "1 Test Road" },
        },
      }),
      app.inject({ method: "POST", url: "/api/auth/consumer/otp/generate", payload: { phoneNumber: "9845012345" } }),
      app.inject({ method: "GET", url: "/api/offerings?limit=3" }),
    ]);
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual(unavailable);
    }
  });

  it("is declared by every documented call, with the error envelope", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema: { properties?: object } }> }> }>
      >;
    };
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${route}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { name, op } of operations.filter(({ op }) => op.responses?.["200"] || op.responses?.["201"])) {
      const declared = op.responses?.["503"]?.content?.["application/json"]?.schema;
      expect(declared?.properties, name).toHaveProperty("errorMessage");
    }
  });
});
