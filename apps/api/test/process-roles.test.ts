import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, queryOnce } from "./postgres-helper.ts";
import { bookKit, localOutbox, processServers } from "./support/process-servers.ts";

// Processes with roles, on PostgreSQL (docs/decisions/0076): web processes answer and queue, one worker sends. A web
// process sends nothing; a killed worker leaves the messages waiting, and the worker started after it sends each
// once. LISTEN and the start's lock use DATABASE_DIRECT_URL (here the same server under another role, so that
// pg_stat_activity tells the two kinds of connection apart), as they must where DATABASE_URL is a pooler.

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl
  ? null
  : "needs PostgreSQL: several processes cannot share the embedded database (set DATABASE_URL, as CI does)";

const processes = processServers("roles");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await processes.stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const unsent = async (url: string) =>
  (await queryOnce<{ n: number }>(url, "select count(*)::int as n from notification_outbox where status <> 'sent'"))[0]!.n;

async function allSent(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await unsent(url)) > 0) {
    if (Date.now() > deadline) throw new Error(`${await unsent(url)} messages still unsent`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(skipReason)(`roles across processes${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it(
    "web processes queue, the worker sends each message once, and a restarted worker finds what waited",
    { timeout: 180_000 },
    async () => {
      const database = await createDatabase(serverUrl!, "roles");
      cleanups.push(database.drop);
      const direct = `utsav_direct_${process.pid}`;
      await admin(`create role ${direct} login superuser`);
      cleanups.push(() => admin(`drop role if exists ${direct}`));
      const directUrl = new URL(database.url);
      directUrl.username = direct;
      const env = { DATABASE_DIRECT_URL: directUrl.toString(), NOTIFY_POLL_MS: "50", SCHEDULER_POLL_MS: "50" };

      const worker = await processes.start(database.url, { ...env, PROCESS_ROLE: "worker" });
      const web = await processes.start(database.url, { ...env, PROCESS_ROLE: "web" });
      const first = await bookKit(web, 5, "Roles", "98451");
      await allSent(database.url);
      expect(await localOutbox(web)).toEqual([]);
      const sent = await localOutbox(worker);
      // Each booking tells its vendor and its shopper.
      for (const id of first) expect(sent.filter((m) => m.text.includes(`#${id.slice(-8).toUpperCase()}`))).toHaveLength(2);

      // LISTEN (each process follows catalogue changes) went to the direct address; the pool to DATABASE_URL's.
      const connections = await queryOnce<{ application_name: string; usename: string }>(
        serverUrl!,
        "select application_name, usename from pg_stat_activity where datname = $1",
        [new URL(database.url).pathname.slice(1)],
      );
      const listening = connections.filter((c) => c.application_name === "utsav-api-listen");
      expect(listening.length).toBeGreaterThanOrEqual(2);
      expect(new Set(listening.map((c) => c.usename))).toEqual(new Set([direct]));
      expect(connections.filter((c) => c.application_name === "utsav-api").every((c) => c.usename !== direct)).toBe(true);

      // The worker dies: the web process goes on answering, and its messages wait.
      await processes.kill(worker);
      const second = await bookKit(web, 5, "Waiting", "98452");
      await new Promise((r) => setTimeout(r, 500));
      expect(await unsent(database.url)).toBe(10);
      expect(await localOutbox(web)).toEqual([]);

      const restarted = await processes.start(database.url, { ...env, PROCESS_ROLE: "worker" });
      await allSent(database.url);
      const resent = await localOutbox(restarted);
      expect(resent).toHaveLength(10);
      for (const id of second) expect(resent.filter((m) => m.text.includes(`#${id.slice(-8).toUpperCase()}`))).toHaveLength(2);
    },
  );
});
