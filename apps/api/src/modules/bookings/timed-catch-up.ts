import { and, eq, isNull, sql } from "drizzle-orm";
import { bookings, queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import { BOOKING_JOBS, confirmedJobs, receivedJobs } from "./timed-jobs.ts";

// Bookings that reached their state before the scheduler asked for their jobs (docs/decisions/0054): a received one
// with no answer deadline, a confirmed one with no completion. When a process that runs jobs starts, each gets what a
// booking reaching that state now gets: the vendor's full answer window from now (it was never told of a deadline),
// the eve's reminder while it is ahead, and the completion. Writing twice is harmless: the deadline is set only where
// it is missing and a job is kept by its key, so several processes starting at once agree.

/** How many bookings of each kind one start catches up; the rest at the next start. */
const CATCH_UP_LIMIT = 1000;

export async function catchUpBookingJobs(db: Db, clock: Clock): Promise<{ received: number; confirmed: number }> {
  const now = clock.now();
  const waiting = await db
    .select({ id: bookings.id, eventDate: bookings.eventDate })
    .from(bookings)
    .where(and(eq(bookings.status, "received"), isNull(bookings.answerBy)))
    .limit(CATCH_UP_LIMIT);
  let received = 0;
  for (const booking of waiting) {
    const { answerBy, jobs } = receivedJobs(booking, now);
    await db.transaction(async (tx) => {
      const set = await tx
        .update(bookings)
        .set({ answerBy })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "received"), isNull(bookings.answerBy)))
        .returning({ id: bookings.id });
      if (set.length === 0) return;
      await JobRepository.schedule(tx, jobs);
      received += 1;
    });
  }
  const completionKey = BOOKING_JOBS.autoComplete.key("");
  const unfinished = await queryRows<{ id: string; event_date: string }>(
    db,
    sql`select b.id, b.event_date from bookings b
        where b.status = 'confirmed' and b.event_date is not null
          and not exists (select 1 from scheduled_jobs j where j.key = ${completionKey} || b.id)
        limit ${CATCH_UP_LIMIT}`,
  );
  for (const booking of unfinished) await JobRepository.schedule(db, confirmedJobs({ id: booking.id, eventDate: booking.event_date }, now));
  return { received, confirmed: unfinished.length };
}
