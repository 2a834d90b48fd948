import { BRIEF_MESSAGES, BRIEF_RESEND_MAX, briefStatus, findLocality, indianDate, WAITING_MESSAGES } from "@utsav/domain";
import type { BriefResent, Category } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import type { NotificationDrafts } from "../notifications/index.ts";
import { matchedVendors } from "./brief-matching.ts";
import type { MatchedVendor } from "./brief-matching.ts";
import type { BriefOutreachRepository } from "./brief-outreach-repository.ts";
import type { BriefCandidate, BriefRepository, BriefRow } from "./brief-repository.ts";

/**
 * Sending a brief to more vendors (docs/decisions/0037): operators see a brief whose vendors have not answered and send
 * it to vendors that were not asked, by the rule that chose the first ones (matchedVendors: on sale in a category of
 * the brief, serving its locality, their lead time reaching its date, counted from now), at most BRIEF_RESEND_MAX at a
 * time. The new matches are the brief's like the first ones: the vendors are told, and the shopper's "Sent to N
 * vendors" counts them.
 */
export class BriefOutreachService {
  constructor(
    private readonly briefs: BriefRepository,
    private readonly outreach: BriefOutreachRepository,
    private readonly drafts: NotificationDrafts,
    /** Called once messages are queued: wakes this process's notification worker. */
    private readonly onQueued: () => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** How many more vendors a re-send would reach now, by brief (at most BRIEF_RESEND_MAX; 0 for a booked or past one). */
  async reach(briefIds: readonly string[]): Promise<Map<string, number>> {
    const now = this.now();
    const today = indianDate(now);
    // One read of the live vendors free on a date per date and set of categories, however many briefs share them; the
    // reads run together.
    const byCategories = new Map<string, Promise<BriefCandidate[]>>();
    const candidatesFor = (categories: Category[], eventDate: string) => {
      const key = `${eventDate}:${[...categories].sort().join(",")}`;
      const found = byCategories.get(key) ?? this.briefs.candidates(categories, eventDate);
      byCategories.set(key, found);
      return found;
    };
    const reachOf = async ({ brief, vendorIds }: { brief: BriefRow; vendorIds: Set<string> }): Promise<[string, number]> => {
      if (briefStatus(brief.status, brief.eventDate, today) !== "open") return [brief.id, 0];
      const more = this.matches(brief, await candidatesFor(brief.categories, brief.eventDate), now).filter(
        (m) => !vendorIds.has(m.vendorId),
      );
      return [brief.id, Math.min(more.length, BRIEF_RESEND_MAX)];
    };
    return new Map(await Promise.all((await this.outreach.withVendors(briefIds)).map(reachOf)));
  }

  /**
   * Sends the brief to up to BRIEF_RESEND_MAX vendors it has not been sent to, with their messages and `audit`, in one
   * transaction. 404 for an unknown brief, 409 for one that is booked or past its date, 422 when no other vendor can
   * take it now.
   */
  async resend(briefId: string, audit: (brief: BriefRow, vendorIds: string[]) => AuditRecord): Promise<BriefResent> {
    const now = this.now();
    const today = indianDate(now);
    // The brief alone: the vendors it went to are read under its lock (addMatches).
    const known = await this.outreach.brief(briefId);
    if (!known) throw new HttpError(404, BRIEF_MESSAGES.briefNotFound, "NOT_FOUND");
    const refuse = (brief: BriefRow) => {
      const status = briefStatus(brief.status, brief.eventDate, today);
      if (status !== "open")
        throw new HttpError(409, status === "booked" ? BRIEF_MESSAGES.booked : BRIEF_MESSAGES.expired, "BRIEF_CONFLICT");
    };
    refuse(known);
    const candidates = this.matches(known, await this.briefs.candidates(known.categories, known.eventDate), now);
    const sent = await this.outreach.addMatches(
      briefId,
      candidates,
      BRIEF_RESEND_MAX,
      {
        decide: refuse,
        none: () => {
          throw new HttpError(422, WAITING_MESSAGES.noMoreVendors, "NO_MATCHING_VENDORS");
        },
      },
      (brief, vendors) => this.drafts.briefMatched(brief, vendors),
      (brief, vendors) =>
        audit(
          brief,
          vendors.map((v) => v.vendorId),
        ),
    );
    if (!sent) throw new HttpError(404, BRIEF_MESSAGES.briefNotFound, "NOT_FOUND");
    this.onQueued();
    return { added: sent.added.length, vendorsCount: sent.vendorsCount };
  }

  /** The candidates that match the brief now; none when its locality is no longer in the gazetteer. */
  private matches(brief: BriefRow, candidates: readonly BriefCandidate[], now: Date): MatchedVendor[] {
    const locality = findLocality(brief.locality);
    if (!locality) return [];
    return matchedVendors(candidates, { categories: brief.categories, locality, eventDate: brief.eventDate }, now);
  }
}
