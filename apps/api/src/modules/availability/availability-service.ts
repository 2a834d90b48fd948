import { addDays, AVAILABILITY, AVAILABILITY_MESSAGES, capacityFor, indianDate, messageFor, myDateProblem } from "@utsav/domain";
import type { BlockedRange, CalendarDay, DayUnavailable, OfferingAvailability, VendorCalendar } from "@utsav/domain";
import { badRequest, HttpError, notFound } from "../../platform/http/http-errors.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import type { AvailabilityRepository, BlockRow } from "./availability-repository.ts";

// A vendor's availability (docs/decisions/0056): its calendar of booked, blocked and full days, its daily capacities
// (the vendor's, and an offering's own where it differs), its blocked ranges, and the days a shopper's date picker
// greys out. Days are India's (TIME_ZONE), today by the clock every timed rule reads.

/** Every date from `from` to `to`, both inclusive. */
function eachDay(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** How many days an inclusive range spans. */
const spanOf = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The dates of the blocks that fall between `from` and `to`. */
function blockedDates(blocks: readonly BlockRow[], from: string, to: string): Set<string> {
  const dates = new Set<string>();
  for (const block of blocks) {
    const first = block.startsOn > from ? block.startsOn : from;
    const last = block.endsOn < to ? block.endsOn : to;
    for (const date of eachDay(first, last)) dates.add(date);
  }
  return dates;
}

const toRange = (block: BlockRow): BlockedRange => ({ id: block.id, startsOn: block.startsOn, endsOn: block.endsOn, note: block.note });

export interface BlockInput {
  startsOn: string;
  endsOn?: string | undefined;
  note?: string | undefined;
}

export class AvailabilityService {
  constructor(
    private readonly records: AvailabilityRepository,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return indianDate(this.clock.now());
  }

  /** The vendor's calendar from `from` (default today) for `days` days (default six weeks). */
  async calendar(vendorId: string, { from, days }: { from?: string | undefined; days?: number | undefined } = {}): Promise<VendorCalendar> {
    const first = from ?? this.today();
    const last = addDays(first, (days ?? AVAILABILITY.calendarDaysDefault) - 1);
    const [dailyCapacity, offerings, blocks, held, feedActive] = await Promise.all([
      this.records.vendorCapacity(vendorId),
      this.records.offerings(vendorId),
      this.records.blocks(vendorId, first),
      this.records.heldByDay({ vendorId, from: first, to: last }),
      this.records.feedActive(vendorId),
    ]);
    const blocked = blockedDates(blocks, first, last);
    const calendarDays = eachDay(first, last).map((date): CalendarDay => {
      const booked = held.get(date) ?? 0;
      return { date, booked, capacity: dailyCapacity, blocked: blocked.has(date), full: dailyCapacity !== null && booked >= dailyCapacity };
    });
    return { dailyCapacity, offerings, blocks: blocks.map(toRange), days: calendarDays, feedActive };
  }

  /** The vendor's daily capacity (null: no limit); answers its calendar from today. */
  async setCapacity(vendorId: string, dailyCapacity: number | null): Promise<VendorCalendar> {
    await this.records.setVendorCapacity(vendorId, dailyCapacity);
    return this.calendar(vendorId);
  }

  /** An offering's own capacity (null: its vendor's); another vendor's offering is 404, as an unknown one. */
  async setOfferingCapacity(vendorId: string, offeringId: string, dailyCapacity: number | null): Promise<VendorCalendar> {
    if (!(await this.records.setOfferingCapacity(vendorId, offeringId, dailyCapacity)))
      throw notFound(messageFor.offeringNotFound(offeringId));
    return this.calendar(vendorId);
  }

  /**
   * Blocks one day (no `endsOn`) or a range, with an optional note: from today (India) onwards, at most a year long
   * and within two years (AVAILABILITY), each refusal 400 with its words; past AVAILABILITY.blocksMax ranges kept, 409.
   */
  async addBlock(vendorId: string, { startsOn, endsOn = startsOn, note }: BlockInput): Promise<VendorCalendar> {
    const today = this.today();
    if (endsOn < startsOn) throw badRequest(AVAILABILITY_MESSAGES.blockOrder);
    if (startsOn < today) throw badRequest(AVAILABILITY_MESSAGES.blockInPast);
    if (spanOf(startsOn, endsOn) > AVAILABILITY.rangeMaxDays) throw badRequest(AVAILABILITY_MESSAGES.blockTooLong);
    if (endsOn > addDays(today, AVAILABILITY.aheadMaxDays)) throw badRequest(AVAILABILITY_MESSAGES.blockTooFar);
    const added = await this.records.addBlock(vendorId, { startsOn, endsOn, note: note?.trim() || null }, today, AVAILABILITY.blocksMax);
    if (!added) throw new HttpError(409, AVAILABILITY_MESSAGES.blocksLimit, "BLOCKS_LIMIT");
    return this.calendar(vendorId);
  }

  /** Removes one of the vendor's blocked ranges; another vendor's is 404, as an unknown one. */
  async removeBlock(vendorId: string, id: string): Promise<VendorCalendar> {
    if (!(await this.records.removeBlock(vendorId, id))) throw notFound(AVAILABILITY_MESSAGES.blockNotFound);
    return this.calendar(vendorId);
  }

  /**
   * The days a shopper's date picker greys out for an offering on sale, from `from` (default today) to `to` (default
   * 180 days on, at most AVAILABILITY.pickerDaysMax): those its vendor blocked, and those full for this offering (its
   * own capacity against its own bookings, else its vendor's against all of the vendor's); and the first free day from
   * today. An offering not on sale is 404.
   */
  async offeringAvailability(
    offeringId: string,
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<OfferingAvailability> {
    const today = this.today();
    const from = range.from ?? today;
    const to = range.to ?? addDays(from, 180);
    if (to < from) throw badRequest(AVAILABILITY_MESSAGES.blockOrder);
    if (to > addDays(from, AVAILABILITY.pickerDaysMax)) throw badRequest(AVAILABILITY_MESSAGES.rangeTooLong);
    const offering = await this.records.liveOffering(offeringId);
    if (!offering) throw notFound(messageFor.offeringNotFound(offeringId));
    const { vendorId, offeringCapacity } = offering;
    const capacity = capacityFor(offering.vendorCapacity, offeringCapacity);
    const [blocks, held] = await Promise.all([
      this.records.blocks(vendorId, from, to),
      capacity === null
        ? new Map<string, number>()
        : this.records.heldByDay({ vendorId, from, to, ...(offeringCapacity !== null ? { offeringId } : {}) }),
    ]);
    const blocked = blockedDates(blocks, from, to);
    const unavailable: { date: string; reason: DayUnavailable }[] = [];
    let firstFree: string | null = null;
    for (const date of eachDay(from, to)) {
      const reason = blocked.has(date) ? "blocked" : capacity !== null && (held.get(date) ?? 0) >= capacity ? "full" : null;
      if (reason) unavailable.push({ date, reason });
      else if (firstFree === null && date >= today) firstFree = date;
    }
    return { from, to, unavailable, firstFree };
  }

  /**
   * "Free on my date" (decision 58): the event date a shopper chose, as it is kept. A date gone by is forgotten (null);
   * `strict` (a new choice) refuses it, and one more than two years ahead, with a 400.
   */
  chosenDate(date: string | null | undefined, strict = false): string | null {
    if (!date) return null;
    const problem = myDateProblem(date, this.clock.now());
    if (problem && strict) throw badRequest(problem);
    return problem ? null : date;
  }

  /** The offerings on sale that cannot be booked on `date` (none when no date is chosen). */
  async notFreeOn(date: string | null): Promise<string[]> {
    return date ? this.records.offeringsNotFreeOn(date) : [];
  }
}
