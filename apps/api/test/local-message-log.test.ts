import { appendFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalMessageLog } from "../src/platform/local-message-log.ts";
import type { LocalMessage } from "../src/platform/sms/sms-provider.ts";
import { buildTestApp } from "./helper.ts";

// The local message log (the local outbox, /dev/outbox): in memory in tests, and on a local run one file in the data
// folder that every process on it appends to and lists (docs/decisions/0079).

const message = (i: number, channel: LocalMessage["channel"] = "sms"): LocalMessage => ({
  channel,
  to: `+9198765${String(i).padStart(5, "0")}`,
  text: `${i} is your Utsav sign-in code`,
  sentAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
});
const line = (m: LocalMessage) => `${JSON.stringify(m)}\n`;
/** Which messages a list holds, by their numbers. */
const texts = (messages: LocalMessage[]) => messages.map((m) => Number(m.text.split(" ")[0]));
/** from, from - 1, …, to. */
const numbers = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => from - k);

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "utsav-local-messages-"));
  file = path.join(dir, "data", "local-messages.jsonl");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("LocalMessageLog in memory (tests)", () => {
  it("keeps the newest 50, newest first, and lists a copy", () => {
    const log = new LocalMessageLog();
    expect(log.list()).toEqual([]);
    for (let i = 1; i <= 60; i++) log.add(message(i));
    const listed = log.list();
    expect(texts(listed)).toEqual(numbers(60, 11));
    listed.length = 0;
    expect(log.list()).toHaveLength(50);
  });
});

describe("LocalMessageLog on a file (a local run)", () => {
  it("shows each instance the messages of the others, newest first, from a file readable by its owner only", () => {
    const web = new LocalMessageLog(file);
    const worker = new LocalMessageLog(file);
    expect(web.list()).toEqual([]);
    web.add(message(1));
    worker.add(message(2, "email"));
    web.add(message(3, "push"));
    expect(worker.list()).toEqual([message(3, "push"), message(2, "email"), message(1)]);
    expect(web.list()).toEqual(worker.list());
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("lists the newest 50 of more", () => {
    const a = new LocalMessageLog(file);
    const b = new LocalMessageLog(file);
    for (let i = 1; i <= 70; i++) (i % 2 ? a : b).add(message(i));
    expect(texts(a.list())).toEqual(numbers(70, 21));
  });

  it("skips corrupt lines, and a line left unfinished does not spoil the next message", () => {
    const log = new LocalMessageLog(file);
    log.add(message(1));
    appendFileSync(file, "not json\n{}\n[1,2]\nnull\n");
    appendFileSync(file, line({ ...message(2), channel: "fax" as LocalMessage["channel"] }));
    appendFileSync(file, line({ ...message(3), text: 42 } as unknown as LocalMessage));
    appendFileSync(file, line(message(4)));
    // A process killed in the middle of a write.
    appendFileSync(file, line(message(5)).slice(0, 30));
    expect(log.list()).toEqual([message(4), message(1)]);
    new LocalMessageLog(file).add(message(6));
    expect(log.list()).toEqual([message(6), message(4), message(1)]);
  });

  it("narrows a file left with a wider mode", () => {
    new LocalMessageLog(file).add(message(1));
    const wide = path.join(dir, "wide.jsonl");
    writeFileSync(wide, line(message(1)), { mode: 0o644 });
    new LocalMessageLog(wide).add(message(2));
    expect(statSync(wide).mode & 0o777).toBe(0o600);
  });

  it("lists a huge file from its tail only", () => {
    const huge = path.join(dir, "huge.jsonl");
    // 5 MB of messages, then 1 MB of lines that are not messages, then 10 messages: read whole, the file would give
    // 50, of which 40 from its beginning; from its tail (far less than 1 MB), only the last 10.
    const head: string[] = [];
    for (let i = 1, size = 0; size < 5 * 1024 * 1024; i++) {
      head.push(line(message(i)));
      size += head.at(-1)!.length;
    }
    writeFileSync(huge, head.join(""));
    appendFileSync(huge, `${"x".repeat(1023)}\n`.repeat(1024));
    for (let i = 1_000_001; i <= 1_000_010; i++) appendFileSync(huge, line(message(i)));
    const log = new LocalMessageLog(huge);
    expect(texts(log.list())).toEqual(numbers(1_000_010, 1_000_001));

    // Valid to the end: the newest 50, however long the file.
    for (let i = 2_000_001; i <= 2_000_100; i++) appendFileSync(huge, line(message(i)));
    expect(log.list()).toEqual(numbers(2_000_100, 2_000_051).map((n) => message(n)));
  });

  it("moves a file past its bound aside, and lists across the two", () => {
    const log = new LocalMessageLog(file);
    const long = (i: number): LocalMessage => ({ ...message(i), text: `${i} ${"booking alert ".repeat(70)}` });
    let i = 0;
    while (!existsSync(`${file}.1`)) log.add(long(++i));
    expect(statSync(`${file}.1`).size).toBeLessThan(1.1 * 1024 * 1024);
    expect(existsSync(file)).toBe(false);
    expect(texts(log.list())).toEqual(numbers(i, i - 49));
    for (let j = 0; j < 10; j++) log.add(long(++i));
    expect(texts(new LocalMessageLog(file).list())).toEqual(numbers(i, i - 49));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe("GET /api/dev/outbox on a local run", () => {
  it("lists a code sent by another process on the same data folder", async () => {
    const dataDir = path.join(dir, "data");
    const local = { appEnv: "local" as const, dataDir };
    const [sender, other] = await Promise.all([buildTestApp(local), buildTestApp(local)]);
    // A local run prints each message for the person at the terminal; here that block is caught instead.
    const printed = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const sent = await sender.inject({ method: "POST", url: "/api/auth/consumer/otp/generate", payload: { phoneNumber: "9876500071" } });
      expect(sent.statusCode, sent.body).toBe(200);
      const outbox = await other.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(outbox.json().data.messages[0]).toMatchObject({
        channel: "sms",
        to: "+919876500071",
        text: expect.stringMatching(/^\d{6} is your Utsav sign-in code/),
      });
      expect(statSync(path.join(dataDir, "local-messages.jsonl")).mode & 0o777).toBe(0o600);
      expect(String(printed.mock.calls[0]?.[0])).toContain("LOCAL SMS");
    } finally {
      printed.mockRestore();
      await Promise.all([sender.close(), other.close()]);
    }
  });
});
