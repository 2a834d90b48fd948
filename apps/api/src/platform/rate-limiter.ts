import { isIPv6 } from "node:net";
import { MESSAGES, normalizeIndianMobile, VENDOR_TEAM_MESSAGES } from "@utsav/domain";
import { HttpError } from "./http/http-errors.ts";
import type { Counters } from "./counters.ts";

// Limits on the public writes (docs/decisions/0016-bounded-requests-and-rate-limits.md): fixed windows counted in
// the database with one atomic statement (Counters.hit), so every API process shares them and parallel requests
// cannot slip past. A consumer never meets them; a script meets them within seconds. A phone number is counted under
// its keyed hash, never written as it is (docs/decisions/0015).

const HOUR = 3600;
const DAY = 24 * HOUR;

export interface Limit {
  max: number;
  windowSeconds: number;
  /** What the 429 says when this limit is the one passed, where the action has clearer words than MESSAGES.rateLimited. */
  message?: string;
}

/** What a limit counts: the client's address, the signed-in user, a phone number the request names, or a business. */
export type LimitSubject = "client" | "user" | "phone" | "vendor";

/** Every limit of every public write, in one place (the decision record has the same table). */
export const RATE_LIMITS = {
  /** POST /api/public/booking: a phone counts once per booking that names it. */
  booking: { client: { max: 60, windowSeconds: HOUR }, user: { max: 20, windowSeconds: HOUR }, phone: { max: 10, windowSeconds: HOUR } },
  /**
   * The shopper's "booking placed" SMS, to the phone a booking names: past it the booking is placed without the SMS,
   * never refused (the booking service asks), so a form anyone may send is no way to text a number at will.
   */
  bookingPlacedSms: { phone: { max: 3, windowSeconds: DAY } },
  /** POST /api/public/waitlist/join-user. */
  waitlistUser: { client: { max: 20, windowSeconds: HOUR }, user: { max: 10, windowSeconds: HOUR } },
  /** POST /api/public/waitlist/join-vendor. */
  waitlistVendor: {
    client: { max: 20, windowSeconds: HOUR },
    user: { max: 10, windowSeconds: HOUR },
    phone: { max: 3, windowSeconds: HOUR },
  },
  /**
   * POST /api/public/payments/:orderId/refresh (each asks the payment provider) and the local payment page's POST: a
   * returning shopper polls every 2 s for a minute or so; a script stops within the hour.
   */
  paymentCheck: { client: { max: 600, windowSeconds: HOUR } },
  /** POST /api/public/events: Buy and Call presses. */
  events: { client: { max: 300, windowSeconds: HOUR }, user: { max: 120, windowSeconds: HOUR } },
  /**
   * GET /api/calendar/:file, a vendor's calendar feed (docs/decisions/0056): a phone's calendar fetches it every few
   * minutes to hours, and calendar services fetch many people's feeds from one address, hence the wide client limit;
   * each feed found counts against its business too. Guessing secrets stops at the client limit.
   */
  calendarFeed: { client: { max: 1200, windowSeconds: HOUR }, vendor: { max: 120, windowSeconds: HOUR } },
  /** POST /api/consumer/call-lead (besides the 30 vendors a day of CALL_LEADS_PER_DAY). */
  callLead: { client: { max: 120, windowSeconds: HOUR }, user: { max: 60, windowSeconds: HOUR } },
  /** POST /api/consumer/briefs: requests for proposals (besides the 3 open at once of BRIEF_LIMITS). */
  brief: { client: { max: 30, windowSeconds: HOUR }, user: { max: 10, windowSeconds: HOUR } },
  /** PUT and DELETE /api/push-tokens (docs/decisions/0070): the app registers its phone at each start while signed in. */
  pushToken: { client: { max: 240, windowSeconds: HOUR }, user: { max: 60, windowSeconds: HOUR } },
  /**
   * POST /api/auth/vendor/web-link (docs/decisions/0072): the app asks one link each time a vendor opens a web page from
   * it; its redeem, each link once, from the page the link opens. Guessing a 256-bit code stops at the client limit.
   */
  vendorWebLink: { client: { max: 240, windowSeconds: HOUR }, user: { max: 120, windowSeconds: HOUR } },
  vendorWebLinkRedeem: { client: { max: 240, windowSeconds: HOUR } },
  /** POST /api/upload: profile pictures; POST /api/consumer/briefs/photos: a brief's reference photos. */
  upload: { client: { max: 60, windowSeconds: HOUR }, user: { max: 20, windowSeconds: HOUR } },
  /**
   * Every write of the vendor area (every non-GET under /api/vendor, rateLimitedWrites): far above a vendor editing all
   * day, which is a few hundred saves at most; a script stops within the hour (docs/decisions/0032).
   */
  vendorWrite: { client: { max: 2000, windowSeconds: HOUR }, user: { max: 1000, windowSeconds: HOUR } },
  /** Every write of the operations console (every non-GET under /api/operator). */
  operatorWrite: { client: { max: 1200, windowSeconds: HOUR }, user: { max: 600, windowSeconds: HOUR } },
  /**
   * Invitations to run or join a business (an owner's to its team, the console's to a business's owner), each an SMS to
   * the number invited, counted when asked for, refused ones too (docs/decisions/0033): a number is not texted more
   * than a few times a day whoever invites it, and no one tries numbers one after another.
   */
  vendorInvite: {
    phone: { max: 3, windowSeconds: DAY, message: VENDOR_TEAM_MESSAGES.phoneInvitesLimited },
    vendor: { max: 20, windowSeconds: DAY, message: VENDOR_TEAM_MESSAGES.businessInvitesLimited },
  },
} as const satisfies Record<string, Partial<Record<LimitSubject, Limit>>>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Who one request counts against; a subject that is absent (no session, no phone) is not counted. */
export interface RateLimitSubjects {
  client?: string | null;
  user?: string | null;
  phones?: readonly string[];
  /** The business the request acts for (its vendor id). */
  vendor?: string | null;
}

/** 429 in the envelope, with Retry-After: the longest window that ran out, after which the request is sure to pass. */
export class RateLimitedError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.rateLimited,
  ) {
    super(429, message, "RATE_LIMITED");
  }
}

/**
 * The key of a client address: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4 address), IPv6 by its /64
 * network, which one subscriber usually holds whole, so rotating addresses inside it does not reset a limit.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  const [address = ip] = ip.split("%");
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 address at the end takes two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * A phone number as its limits count it: '+91XXXXXXXXXX' for an Indian mobile in any spelling, else its digits. The
 * counter's key holds the keyed hash of this (Counters.phoneHash), never the number.
 */
export function phoneKey(phone: string): string {
  return normalizeIndianMobile(phone) ?? phone.replace(/\D/g, "");
}

/** Counts requests against the limits of RATE_LIMITS; built once (platform/providers.ts) and used by every limited route. */
export class RateLimiter {
  constructor(
    private readonly counters: Pick<Counters, "hitAll" | "phoneHash">,
    /** Multiplies every maximum (configuration RATE_LIMIT_MULTIPLIER: load tests, many consumers behind one address). */
    private readonly multiplier = 1,
  ) {}

  /**
   * Counts one request against each subject given, then throws RateLimitedError when any of them is past its
   * limit. The counts are one atomic statement, so parallel requests are counted exactly.
   */
  async count(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<void> {
    const limits: Partial<Record<LimitSubject, Limit>> = RATE_LIMITS[action];
    const checks: { key: string; limit: Limit }[] = [];
    const add = (subject: LimitSubject, value: string | null | undefined) => {
      const limit = limits[subject];
      if (limit && value) checks.push({ key: `write:${action}:${subject}:${value}`, limit });
    };
    if (subjects.client) add("client", clientAddressKey(subjects.client));
    add("user", subjects.user);
    for (const phone of new Set((subjects.phones ?? []).map(phoneKey))) add("phone", await this.counters.phoneHash(phone));
    add("vendor", subjects.vendor);
    if (checks.length === 0) return;
    const counts = await this.counters.hitAll(checks.map(({ key, limit }) => ({ key, windowSeconds: limit.windowSeconds })));
    const over = checks.filter(({ limit }, i) => (counts[i] ?? 0) > limit.max * this.multiplier);
    if (over.length > 0)
      throw new RateLimitedError(
        Math.max(...over.map(({ limit }) => limit.windowSeconds)),
        over.find(({ limit }) => limit.message)?.limit.message,
      );
  }
}
