import { closeSync, fchmodSync, fstatSync, mkdirSync, openSync, readSync, renameSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import type { LocalMessage } from "./sms/sms-provider.ts";

const KEPT = 50;
/**
 * How much of a file's end `list` reads, however long the file has grown: 50 messages of 5 KB each, far more than an
 * SMS, a push or a booking alert. Were they longer, fewer than 50 would be listed, never a wrong one.
 */
const TAIL_BYTES = 256 * 1024;
/** Past this size, the process that notices moves the file aside (to `<file>.1`, replacing the older one). */
const ROTATE_BYTES = 1024 * 1024;
const CHANNELS: ReadonlySet<string> = new Set<LocalMessage["channel"]>(["sms", "email", "whatsapp", "push"]);

/**
 * What the local providers would have sent, newest first: listed at GET /api/dev/outbox for the web's local outbox
 * page (/dev/outbox). Only local and test runs keep one; a production start refuses the local providers (config.ts).
 * Not the notification outbox (platform/outbox), which is durable and delivered through these providers.
 *
 * Without a file (tests) the log is this process's memory. With one (a local run: providers.ts gives
 * `<DATA_DIR>/local-messages.jsonl`), every process on that data folder appends its messages to it, one JSON line
 * each, and lists the newest 50 of all of them, so a sign-in code sent by one web process shows on the page whichever
 * process answers it (docs/decisions/0079). The file holds sign-in codes: it is created readable by its owner only.
 */
export class LocalMessageLog {
  private readonly messages: LocalMessage[] = [];
  /** Whether this instance made the folder and narrowed the file's mode yet (once each). */
  private prepared = false;

  constructor(private readonly file?: string) {}

  add(message: LocalMessage): void {
    if (!this.file) {
      this.messages.unshift(message);
      this.messages.length = Math.min(this.messages.length, KEPT);
      return;
    }
    if (!this.prepared) mkdirSync(path.dirname(this.file), { recursive: true });
    // O_APPEND: each line is one write at the file's end, so processes writing at once never overwrite each other.
    const fd = openSync(this.file, "a+", 0o600);
    try {
      if (!this.prepared) {
        // The mode above applies only when the file is made: one left with a wider mode (copied, made by hand) is narrowed.
        if ((fstatSync(fd).mode & 0o077) !== 0) fchmodSync(fd, 0o600);
        this.prepared = true;
      }
      // After a line left unfinished (a process killed mid-write), start a new line, so that one alone is spoiled.
      const torn = !endsWithNewline(fd);
      writeSync(fd, `${torn ? "\n" : ""}${JSON.stringify(message)}\n`);
      const { size, ino } = fstatSync(fd);
      if (size > ROTATE_BYTES) rotate(this.file, ino);
    } finally {
      closeSync(fd);
    }
  }

  list(): LocalMessage[] {
    if (!this.file) return [...this.messages];
    const newest = newestFirst(this.file);
    if (newest.length < KEPT) newest.push(...newestFirst(`${this.file}.1`));
    return newest.slice(0, KEPT);
  }
}

/**
 * Moves a file past ROTATE_BYTES aside as `<file>.1` (a rename: the lines are not copied), so the files stay under
 * about twice that size. No line is lost to a process appending at that instant: a rename keeps the file's inode, so a
 * line written through a descriptor opened just before lands in `<file>.1`, which `list` reads when the new file holds
 * fewer than 50. The rename happens only while the name still holds the file this process measured, so two processes
 * noticing the size at once rotate once. Should both still rename (the check and the rename are not one step), the
 * second moves the new, short file over the older one: older messages go, the newest stay listed. Failures here
 * (another process rotated first) are ignored: the message is already written.
 */
function rotate(file: string, measured: number): void {
  try {
    if (statSync(file).ino === measured) renameSync(file, `${file}.1`);
  } catch {
    // Already rotated by another process, or gone: nothing to do.
  }
}

/** Whether an open file is empty or ends a line. Should another process be appending meanwhile, the worst is one blank line. */
function endsWithNewline(fd: number): boolean {
  const { size } = fstatSync(fd);
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  return readSync(fd, last, 0, 1, size - 1) === 1 && last[0] === 0x0a;
}

/** The messages in the last TAIL_BYTES of a file, newest first; none when there is no file. A line that does not read as a message is skipped. */
function newestFirst(file: string): LocalMessage[] {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  let text: string;
  let whole: boolean;
  try {
    const size = fstatSync(fd).size;
    const start = Math.max(0, size - TAIL_BYTES);
    const buffer = Buffer.alloc(size - start);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, start + read);
      if (n === 0) break;
      read += n;
    }
    // "\n" is never a byte inside a UTF-8 character, so cutting mid-character only spoils the first line, dropped below.
    text = buffer.subarray(0, read).toString("utf8");
    whole = start === 0;
  } finally {
    closeSync(fd);
  }
  const lines = text.split("\n");
  if (!whole) lines.shift(); // begins before the tail: a part of a line
  const messages: LocalMessage[] = [];
  for (const line of lines.reverse()) {
    const message = parse(line);
    if (message) messages.push(message);
  }
  return messages;
}

/** A line of the file as a message, or null: a corrupt line (a torn write, an edit by hand) is skipped, never thrown. */
function parse(line: string): LocalMessage | null {
  if (!line.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { channel, to, text, sentAt } = value as Record<string, unknown>;
  if (typeof channel !== "string" || !CHANNELS.has(channel)) return null;
  if (typeof to !== "string" || typeof text !== "string" || typeof sentAt !== "string") return null;
  return { channel: channel as LocalMessage["channel"], to, text, sentAt };
}
