import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer } from "../support/spawn-server.ts";
import type { SpawnedServer } from "../support/spawn-server.ts";
import { AUTH_LIMITS } from "../src/modules/accounts/auth-service.ts";
import { createDatabase, queryOnce } from "./postgres-helper.ts";
import { offeringBody } from "./vendor-helper.ts";

// Two API processes on different ports behind one PostgreSQL database, as behind a load balancer: sessions, sign-in
// codes and rate limits live in the database, so either process honours what the other did; and a vendor's change
// through one is served by the other within a second (the read cache is cleared through LISTEN/NOTIFY).

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl
  ? null
  : "needs PostgreSQL: several processes cannot share the embedded database (set DATABASE_URL, as CI does)";

let a: SpawnedServer;
let b: SpawnedServer;
let databaseUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  const database = await createDatabase(serverUrl, "multi");
  databaseUrl = database.url;
  dropDatabase = database.drop;
  const start = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "utsav-multi-"));
    dirs.push(dir);
    // Development-like mode (not production) keeps the console SMS outbox, per process, at /api/dev/outbox.
    // As behind a proxy on this machine: each client of the test names its address in X-Forwarded-For.
    return spawnServer({
      NODE_ENV: "test",
      WEB: "off",
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "silent",
      TRUST_PROXY: "loopback",
    });
  };
  // Started together, as a deployment would: migrations and seeding must not trip over each other.
  [a, b] = await Promise.all([start(), start()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase?.();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
/** A fresh mobile number and client address, so no limit of one test touches another. */
function client() {
  counter++;
  return {
    phone: `97${String(10_000_000 + ((process.pid * 31 + counter * 7919) % 90_000_000)).slice(-8)}`,
    ip: `10.77.${counter}.${process.pid % 250}`,
  };
}

const json = { "content-type": "application/json" };
const generate = (server: SpawnedServer, phone: string, ip: string, userType = "consumer") =>
  fetch(`${server.url}/api/auth/${userType}/otp/generate`, {
    method: "POST",
    headers: { ...json, "x-forwarded-for": ip },
    body: JSON.stringify({ phoneNumber: phone }),
  });
const verify = (server: SpawnedServer, phone: string, otp: string, ip: string, userType = "consumer") =>
  fetch(`${server.url}/api/auth/${userType}/otp/verify`, {
    method: "POST",
    headers: { ...json, "x-forwarded-for": ip },
    body: JSON.stringify({ phoneNumber: phone, otp }),
  });

/** The code a process's console SMS provider sent to a number (+91…), from its own outbox. */
async function codeFrom(server: SpawnedServer, phone: string): Promise<string> {
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { data: { messages: { to: string; text: string }[] } };
  const message = outbox.data.messages.find((m) => m.to === `+91${phone}`);
  if (!message) throw new Error(`no SMS to ${phone} in ${server.url}'s outbox`);
  return message.text.slice(0, 6);
}

/** Signs in on one process; returns the session cookie ('name=token') and the user id. */
async function signIn(server: SpawnedServer, userType = "consumer"): Promise<{ cookie: string; userId: string }> {
  const { phone, ip } = client();
  expect((await generate(server, phone, ip, userType)).status).toBe(200);
  const response = await verify(server, phone, await codeFrom(server, phone), ip, userType);
  expect(response.status).toBe(200);
  return {
    cookie: response.headers.getSetCookie()[0]!.split(";")[0]!,
    userId: ((await response.json()) as { data: { userId: string } }).data.userId,
  };
}

const session = async (server: SpawnedServer, cookie: string) =>
  (
    (await (await fetch(`${server.url}/api/auth/session`, { headers: { cookie } })).json()) as {
      data: { isAuthenticated: boolean; userId: string | null };
    }
  ).data;

describe.skipIf(skipReason)(`two API processes on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("a session made on one process works on the other, and a sign-out on the other ends it", async () => {
    const { cookie, userId } = await signIn(a);
    expect(await session(b, cookie)).toMatchObject({ isAuthenticated: true, userId });
    expect((await fetch(`${b.url}/api/consumer`, { headers: { cookie } })).status).toBe(200);

    const logout = await fetch(`${b.url}/api/auth/consumer/logout`, { method: "POST", headers: { cookie, origin: b.url } });
    expect(logout.status).toBe(200);
    expect(await session(a, cookie)).toMatchObject({ isAuthenticated: false });
  });

  it("a code issued by one process verifies on the other, once", async () => {
    const { phone, ip } = client();
    expect((await generate(a, phone, ip)).status).toBe(200);
    const code = await codeFrom(a, phone);
    const verified = await verify(b, phone, code, ip);
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(await session(a, cookie)).toMatchObject({ isAuthenticated: true });
    // Used on B, the code is spent on A too.
    expect((await verify(a, phone, code, ip)).status).toBe(401);
  });

  it("the per-address limit on sending codes counts requests to both processes together", async () => {
    const ip = `10.78.${process.pid % 250}.${counter++ % 250}`;
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.generatesPerIpPer10Min; i++) {
      const response = await generate(i % 2 === 0 ? a : b, client().phone, ip);
      statuses.push(response.status);
      if (response.status === 429) expect(((await response.json()) as { errorCode: string }).errorCode).toBe("RATE_LIMITED");
    }
    // Twenty answered on the two processes together, then the twenty-first is refused, whichever process gets it.
    expect(statuses.slice(0, AUTH_LIMITS.generatesPerIpPer10Min).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await generate(a, client().phone, ip)).status).toBe(429);
    expect((await generate(b, client().phone, ip)).status).toBe(429);
  });

  it("a vendor's change through one process is served by the other within a second", async () => {
    // A vendor signs in and onboards through A; its gallery images are put in directly (uploads are not the point).
    const vendor = await signIn(a, "vendor");
    const headers = { ...json, cookie: vendor.cookie, origin: a.url };
    const onboard = await fetch(`${a.url}/api/vendor/profile/onboard`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        businessName: `Multi Studio ${randomUUID().slice(0, 8)}`,
        contactName: "Asha Rao",
        category: "decor",
        area: "Indiranagar",
      }),
    });
    expect(onboard.status, await onboard.clone().text()).toBe(200);
    const { vendorId } = ((await onboard.json()) as { data: { vendorId: string } }).data;
    // Consumers see only approved vendors' offerings (docs/decisions/0020); the review itself is not the point here.
    await queryOnce(databaseUrl, "update vendors set review_state = 'approved' where id = $1", [vendorId]);
    const imageId = `gi-${randomUUID()}`;
    await queryOnce(
      databaseUrl,
      "insert into vendor_gallery_images (id, vendor_id, image_key, thumbnail_key, width, height, caption, position) values ($1, $2, $3, $4, 1200, 900, '', 0)",
      [imageId, vendorId, `gallery/${randomUUID()}.webp`, `gallery/${randomUUID()}.webp`],
    );
    const created = await fetch(`${a.url}/api/vendor/offering`, { method: "POST", headers, body: JSON.stringify(offeringBody([imageId])) });
    expect(created.status, await created.clone().text()).toBe(200);
    const offering = ((await created.json()) as { data: { id: string; slug: string; title: string } }).data;

    // The creation's own notification reaches B a moment later and clears its cache; let it arrive first.
    await new Promise((r) => setTimeout(r, 300));

    // B reads it (and caches it): a change behind the API's back is not seen, so B serves from its cache.
    const read = async () => {
      const response = await fetch(`${b.url}/api/offerings/${offering.slug}`);
      return {
        status: response.status,
        title: response.ok ? ((await response.json()) as { data: { offering: { title: string } } }).data.offering.title : null,
      };
    };
    expect(await read()).toEqual({ status: 200, title: offering.title });
    await queryOnce(databaseUrl, "update offerings set title = title || ' (edited in SQL)' where id = $1", [offering.id]);
    expect(await read()).toEqual({ status: 200, title: offering.title });

    // The vendor pauses it through A: within a second B no longer shows it.
    const within = async (expected: number) => {
      const started = Date.now();
      for (;;) {
        if ((await read()).status === expected) return Date.now() - started;
        if (Date.now() - started > 1000) return Infinity;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const paused = await fetch(`${a.url}/api/vendor/offering/${offering.id}/status`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ status: 15 }),
    });
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect(await within(404)).toBeLessThan(1000);

    // And live again: B shows it again, with the title as it now is.
    const live = await fetch(`${a.url}/api/vendor/offering/${offering.id}/status`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ status: 10 }),
    });
    expect(live.status).toBe(200);
    expect(await within(200)).toBeLessThan(1000);
    expect((await read()).title).toBe(`${offering.title} (edited in SQL)`);
  });
});
