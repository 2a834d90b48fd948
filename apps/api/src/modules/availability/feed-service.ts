import { createHash, randomBytes } from "node:crypto";
import {
  addDays,
  AVAILABILITY,
  AVAILABILITY_FEED_WORDS,
  AVAILABILITY_MESSAGES,
  bookingReference,
  indianDate,
  pagePaths,
} from "@utsav/domain";
import type { CalendarFeed } from "@utsav/domain";
import { notFound } from "../../platform/http/http-errors.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import type { AvailabilityRepository } from "./availability-repository.ts";
import type { FeedRepository } from "./feed-repository.ts";
import { icsCalendar } from "./ics.ts";
import type { IcsEvent } from "./ics.ts";

// A vendor's calendar feed (docs/decisions/0056): an iCalendar file at a secret address that a phone's calendar
// subscribes to. The secret is 32 random bytes (base64url) shown once; the database keeps only its SHA-256, so a copy
// of the database opens no feed. Making a new one stops the old; stopping leaves none. The feed shows each received
// or confirmed booking (the offering, the booking's reference, the locality and a link to the booking's page, never the
// shopper's name or phone: a feed is easily shared) and each blocked range.

const SECRET_BYTES = 32;
/** `<secret>.ics`: 32 bytes are 43 characters of base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** How often a subscriber is asked to fetch again. */
const REFRESH_MINUTES = 60;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

export class CalendarFeedService {
  constructor(
    private readonly feeds: FeedRepository,
    private readonly availability: AvailabilityRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    /** The public address the feed's link starts with (configuration PUBLIC_ORIGIN). */
    private readonly publicOrigin: string,
  ) {}

  /** A new feed address, shown once: the one before stops working. */
  async renew(vendorId: string): Promise<CalendarFeed> {
    const secret = randomBytes(SECRET_BYTES).toString("base64url");
    await this.feeds.setSecretHash(vendorId, hashOf(secret));
    return { url: `${this.publicOrigin}/api/calendar/${secret}.ics` };
  }

  /** No feed any more: its address answers 404. */
  async stop(vendorId: string): Promise<void> {
    await this.feeds.setSecretHash(vendorId, null);
  }

  /**
   * The feed at `file` (`<secret>.ics`); 404 for anything else or a secret that is not current. Each feed found counts
   * against its business's limit (the route counts the client's).
   */
  async file(file: string): Promise<string> {
    const secret = FEED_FILE.exec(file)?.[1];
    const vendor = secret ? await this.feeds.vendorOf(hashOf(secret)) : null;
    if (!vendor) throw notFound(AVAILABILITY_MESSAGES.feedNotFound);
    await this.rateLimiter.count("calendarFeed", { vendor: vendor.vendorId });
    const from = addDays(indianDate(this.clock.now()), -AVAILABILITY.feedPastDays);
    const [bookings, blocks] = await Promise.all([
      this.feeds.bookings(vendor.vendorId, from),
      this.availability.blocks(vendor.vendorId, from),
    ]);
    const host = new URL(this.publicOrigin).hostname;
    const words = AVAILABILITY_FEED_WORDS;
    const events: IcsEvent[] = [
      ...bookings.flatMap((booking) => {
        if (!booking.eventDate) return [];
        const confirmed = booking.status === "confirmed";
        const link = words.bookingLink(`${this.publicOrigin}${pagePaths.vendorBooking(booking.id)}`);
        return [
          {
            uid: `${booking.id}@${host}`,
            stamp: booking.updatedAt,
            startsOn: booking.eventDate,
            endsOn: booking.eventDate,
            summary: words.bookingSummary(booking.offeringName, bookingReference(booking.id), confirmed),
            description: [booking.locality ? words.bookingPlace(booking.locality) : null, link].filter(Boolean).join("\n"),
            status: confirmed ? ("CONFIRMED" as const) : ("TENTATIVE" as const),
          },
        ];
      }),
      ...blocks.map((block) => ({
        uid: `${block.id}@${host}`,
        stamp: block.createdAt,
        startsOn: block.startsOn,
        endsOn: block.endsOn,
        summary: words.blockedSummary,
        ...(block.note ? { description: block.note } : {}),
      })),
    ];
    return icsCalendar({
      productId: "-//Utsav//Vendor calendar//EN",
      name: words.calendarName(vendor.vendorName),
      refreshMinutes: REFRESH_MINUTES,
      events,
    });
  }
}
