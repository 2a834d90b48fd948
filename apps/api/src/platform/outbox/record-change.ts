import type { SQLWrapper } from "drizzle-orm";
import type { Db } from "@utsav/db";
import { OutboxRepository } from "./outbox-repository.ts";
import type { OutboxDraft } from "./outbox-repository.ts";

// Every state change commits its row, the rows that record it (a booking's history, an operator's audit row) and its
// messages in the notification outbox together (docs/decisions/0021, 0029): either all of them are there or none is.

/** The caller's transaction, as Drizzle hands it to `db.transaction`. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a change's row is written with: the database, carrying the change's other writes as `WITH` clauses. */
export type RowWriter = ReturnType<Db["with"]>;

/** A write not run yet: a Drizzle insert or update builder, which runs when awaited or inside another statement. */
export type Write<T = unknown> = SQLWrapper & PromiseLike<T>;

/** A change whose history and messages are known before its row is written. */
export interface Change<T> {
  /** Writes the change's own row on `write` (an insert, or an update), returning what the caller needs of it. */
  row: (write: RowWriter) => Write<T[]>;
  /**
   * The rows that record the change. Written in the row's statement whatever that statement wrote, so give them only
   * for a row that is surely written: an insert (which otherwise fails the statement), an update of a row the caller
   * has locked.
   */
  history?: readonly Write[];
  /** The messages the change sends, queued in the row's statement. */
  messages?: readonly OutboxDraft[];
}

/** A change whose history or messages are drawn from the row as written: made for each row the statement wrote. */
export interface ChangeOfRow<T> {
  row: (write: RowWriter) => Write<T[]>;
  history?: readonly Write[] | ((row: T) => readonly Write[]);
  messages?: readonly OutboxDraft[] | ((row: T) => readonly OutboxDraft[]);
}

/**
 * Writes a state change: its row, its history and its messages. What is known beforehand is one statement (the row's,
 * with the history and the messages as `WITH` clauses): atomic by itself, so on the embedded database, whose one
 * connection serves every request, placing a booking holds it for one statement instead of a transaction
 * (docs/decisions/0026). What is drawn from the written row follows it, which needs the caller's transaction (the
 * second overload), so that a failure leaves none of it. Answers the rows written; a row the statement did not write
 * (an insert that did nothing on a conflict, an update that matched nothing) has neither history nor messages drawn
 * from it.
 */
export function recordChange<T>(db: Db, change: Change<T>): Promise<T[]>;
export function recordChange<T>(tx: Transaction, change: ChangeOfRow<T>): Promise<T[]>;
export async function recordChange<T>(db: Db, { row, history = [], messages = [] }: ChangeOfRow<T>): Promise<T[]> {
  const alongside = [
    ...(typeof history === "function" ? [] : history).map((write, i) => db.$with(`history_${i}`, {}).as(write.getSQL())),
    ...(typeof messages === "function" || messages.length === 0 ? [] : [db.$with("messages", {}).as(OutboxRepository.insertion(messages))]),
  ];
  const rows = await row(db.with(...alongside));
  if (typeof history === "function") {
    for (const write of rows.flatMap(history)) await write;
  }
  if (typeof messages === "function") await OutboxRepository.enqueue(db, rows.flatMap(messages));
  return rows;
}
