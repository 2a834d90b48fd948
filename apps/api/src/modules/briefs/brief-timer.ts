import { and, eq } from "drizzle-orm";
import { briefs, users } from "@utsav/db";
import type { Db } from "@utsav/db";
import { addDays, indianMoment } from "@utsav/domain";
import { OutboxRepository } from "../../platform/outbox/outbox-repository.ts";
import type { JobDraft } from "../../platform/scheduler/job-repository.ts";
import type { JobHandler } from "../../platform/scheduler/scheduler.ts";
import type { TimedDrafts } from "../notifications/index.ts";

// A brief's end (docs/decisions/0054): the scheduler ends a brief still open once its date has passed (India's next
// midnight), in the same moment the date alone makes it expired on every page, and tells the shopper, once.

export const BRIEF_JOBS = {
  end: { kind: "briefs.end", key: (briefId: string) => `briefs.end:${briefId}` },
} as const;

/** The job that ends a brief sent for `eventDate`: at the start of the next day in India. */
export function briefEndJob(brief: { id: string; eventDate: string }): JobDraft {
  return {
    kind: BRIEF_JOBS.end.kind,
    key: BRIEF_JOBS.end.key(brief.id),
    runAt: indianMoment(addDays(brief.eventDate, 1), 0),
    payload: { briefId: brief.id },
  };
}

/** Ends a brief still open (a booked one is left as it is) and queues the shopper's message in the same transaction. */
export function endBriefJob(db: Db, drafts: TimedDrafts, onQueued: () => void): JobHandler {
  return async ({ briefId = "" }) => {
    const ended = await db.transaction(async (tx) => {
      const [brief] = await tx
        .update(briefs)
        .set({ status: "expired", updatedAt: new Date() })
        .where(and(eq(briefs.id, briefId), eq(briefs.status, "open")))
        .returning();
      if (!brief) return false;
      const [owner] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, brief.userId));
      if (owner?.phone) await OutboxRepository.enqueue(tx, drafts.briefEnded(brief, owner.phone));
      return true;
    });
    if (ended) onQueued();
  };
}
