import { randomUUID } from "node:crypto";
import { mkdtempSync, openSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { envelope, searchResultSchema } from "@utsav/domain";
import type { SearchResult } from "@utsav/domain";
import { buildApp } from "../src/app.ts";
import type { BuildOptions } from "../src/app.ts";
import { loadConfig } from "../src/platform/config.ts";
import type { Config } from "../src/platform/config.ts";
import { createDatabase } from "./postgres-helper.ts";

let logFile: number | null = null;
/**
 * The log lines of the apps built in this worker, for a test to read what a request logged. Test files share the
 * module registry (vitest.config.ts), so the lines of earlier files are here too: a test looks for its own.
 */
export const loggedLines: string[] = [];
/**
 * The log lines of every app this test file builds, appended to one file in the run's directory; global-setup.ts
 * checks them when the run ends (nothing personal or secret may be logged).
 */
function capturedLog(): { write(line: string): void } {
  const dir = inject("apiLogDir");
  if (!dir) throw new Error("apiLogDir is not provided: run the API tests through the api project (vitest --project api)");
  const fd = (logFile ??= openSync(path.join(dir, `${process.pid}-${randomUUID()}.jsonl`), "a"));
  return {
    write: (line) => {
      writeSync(fd, line);
      loggedLines.push(line);
    },
  };
}

/**
 * A real app on a fresh database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set
 * (CI), a new PostgreSQL database created on that server and dropped afterwards. Either starts migrated and seeded,
 * from what the run's global setup prepared once (an image, a template database); the app's own start then finds
 * nothing to migrate or seed. A test of a first start asks for an `empty` database instead.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  { empty = false, ...build }: Pick<BuildOptions, "clock" | "payments"> & { empty?: boolean } = {},
): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  const starting = empty ? undefined : inject("startingDatabase");
  let database: Config["database"] = { kind: "pglite", dir: null, ...(starting?.kind === "pglite" ? { image: starting.image } : {}) };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (serverUrl && !overrides.database) {
    const created = await createDatabase(serverUrl, "test", starting?.kind === "postgres" ? starting.template : undefined);
    database = { kind: "postgres", url: created.url, poolMax: 5, statementTimeoutMs: 5000 };
    dropDatabase = created.drop;
  }
  const config = loadConfig(
    { NODE_ENV: "test" },
    // As behind a proxy on this machine: tests give each client its own address with X-Forwarded-For.
    { database, publicDir: mkdtempSync(path.join(tmpdir(), "utsav-public-")), logLevel: "info", trustProxy: ["loopback"], ...overrides },
  );
  const app = await buildApp(config, { logStream: capturedLog(), ...build });
  if (dropDatabase) app.addHook("onClose", dropDatabase);
  beforeReady?.(app);
  await app.ready();
  return app;
}

/** A production configuration whose SMS gateway is the test's stand-in (support/fake-sms-gateway.ts). */
export function productionOverrides(gatewayUrl: string): Partial<Config> {
  return {
    env: "production",
    appEnv: "production",
    isProduction: true,
    publicOrigin: "https://utsav.example",
    sms: { provider: "msg91", gatewayUrl, authKey: "test-key", templateId: "test-template" },
    email: { provider: "none", from: "Utsav <bookings@utsav.example>" },
  };
}

export async function getJson<T = { success: boolean; data: unknown; errorMessage: string | null }>(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: "GET", url });
  return { response, body: response.json() as T };
}

/** A search's answer (POST /api/search), after checking that it succeeded. */
export async function searchResult(app: FastifyInstance, body: object): Promise<SearchResult> {
  const response = await app.inject({ method: "POST", url: "/api/search", payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(searchResultSchema).parse(response.json()).data;
}

/** Each GET is 404 in the envelope (a file path that is not one, or one that climbs out of its folder). */
export async function expectNotFound(app: FastifyInstance, urls: string[]): Promise<void> {
  for (const url of urls) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(404);
    expect(response.json()).toMatchObject({ success: false, data: null });
  }
}
