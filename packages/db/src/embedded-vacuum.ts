// Vacuuming the embedded database's busiest tables (docs/decisions/0095). PostgreSQL's autovacuum removes the row
// versions that updates and deletes leave behind, and refreshes the planner's statistics; PGlite does neither by
// itself. The outbox's index of due messages kept an entry for every message ever sent, which each claim read, and a
// queue analysed while it was empty was planned as if it always were: a claim sorted every waiting message.

/** The tables whose rows are updated or deleted as work passes through them, in the order they are vacuumed. */
export const BUSY_TABLES = ["notification_outbox", "scheduled_jobs", "rate_limits", "otp_codes", "sessions"] as const;

/** How often the busy tables are vacuumed, when rows changed since the last time. */
export const VACUUM_EVERY_MS = 2000;
/** Every how many vacuums the tables are analysed too (the first one included). */
export const ANALYZE_EVERY = 15;

/** What this needs of the embedded database: its count of rows changed, and a statement outside transactions. */
export interface Vacuumable {
  rowsChanged(): number;
  exec(query: string): Promise<unknown>;
}

/**
 * Vacuums the busy tables every `everyMs` while rows are being changed (not while workers only poll), one table a
 * statement (a short hold of the one connection each), with their indexes cleaned even when few rows died: the
 * outbox's partial index is small however large the table grows, and dead entries in it are what claims read.
 * Answers the function that stops it and waits for a vacuum under way. `onError` hears a failed vacuum; the next one
 * is tried as usual.
 */
export function vacuumWhileBusy(database: Vacuumable, onError: (error: unknown) => void, everyMs = VACUUM_EVERY_MS): () => Promise<void> {
  let seen = database.rowsChanged();
  let running: Promise<void> | null = null;
  let runs = 0;
  const timer = setInterval(() => {
    const now = database.rowsChanged();
    if (running || now === seen) return;
    // Rows changed while it runs are for the next vacuum (vacuuming itself changes none it counts).
    seen = now;
    // The first vacuum analyses too: a database opened with stale statistics is planned right from the start.
    const options = runs++ % ANALYZE_EVERY === 0 ? "analyze, index_cleanup on" : "index_cleanup on";
    running = (async () => {
      for (const table of BUSY_TABLES) await database.exec(`vacuum (${options}) ${table}`);
    })()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
