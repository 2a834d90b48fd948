import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

// Work that must not run twice at once under one key (a vendor's last place on a day): serialised across processes on
// PostgreSQL by an advisory lock held to the end of a transaction, and within the one process the embedded database
// serves by a queue per key.

/** In the caller's transaction: waits for, then holds to its end, the advisory lock of `key` (any text). */
export async function advisoryLock(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Runs work one at a time per key, in this process: each waits for the work queued before it under its key. */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => done);
    this.tails.set(key, tail);
    try {
      await before;
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
