import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { MESSAGES, OTP } from "@utsav/domain";
import type { UserType } from "@utsav/domain";
import type { Db } from "../db/client.ts";
import { appMeta } from "../db/schema.ts";
import { HttpError } from "../lib/http-errors.ts";
import type { AccountRepository, UserRow } from "../repositories/account-repository.ts";
import type { SmsProvider } from "./sms/sms-provider.ts";

// Phone one-time-code sign-in (application §1, §4, §5, §7, §8), following OWASP ASVS 5.0 §6 and NIST 800-63B for
// out-of-band codes. Every limit lives in the database, so several API processes enforce it together.

export const AUTH_LIMITS = {
  /** The longest a code lives (NIST 800-63B); OTP_TTL_SECONDS may shorten it. */
  codeTtlSeconds: 600,
  resendSeconds: OTP.resendCooldownSeconds,
  sendsPerNumberPerDay: 10,
  /** Wrong tries across the codes of one sign-in (an hour); a new code does not reset it. */
  wrongTriesPerSignIn: 5,
  signInWindowSeconds: 3600,
  /** Wrong tries on one number in a day before the number is locked for the rest of the day. */
  wrongTriesPerNumberPerDay: 15,
  generatesPerIpPer10Min: 20,
  verifiesPerIpPer10Min: 40,
} as const;

export const AUTH_MESSAGES = {
  resendTooSoon: "Please wait before requesting a new code",
  dailyLimit: "Too many codes requested for this number today. Please try again tomorrow.",
  rateLimited: "Too many requests. Please try again later.",
  tooManyAttempts: "Too many incorrect attempts. Please request a new code.",
  numberLocked: "Too many incorrect attempts on this number. Please try again tomorrow.",
  unauthenticated: "Please sign in to continue",
  forbidden: "This account cannot use this part of the marketplace",
} as const;

/** The wrong-code counters: one number's over a day, and one sign-in's (a user type on a number) over an hour. */
const WRONG_COUNTERS = {
  today: (phone: string) => ({ key: `otp-wrong-day:${phone}`, windowSeconds: 86_400 }),
  thisSignIn: (userType: UserType, phone: string) => ({ key: `otp-wrong:${userType}:${phone}`, windowSeconds: AUTH_LIMITS.signInWindowSeconds }),
};

export class AuthError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    errorCode: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message, errorCode);
    this.name = "AuthError";
  }
}

/** The number has had its day's wrong tries: locked for the rest of the day. */
const numberLocked = () => new AuthError(429, AUTH_MESSAGES.numberLocked, "NUMBER_LOCKED", 86_400);

export interface SessionInfo {
  sessionId: string;
  userId: string;
  userType: UserType;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A 6-digit code from the cryptographic generator, with leading zeros. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(OTP.length, "0");
}

export class AuthService {
  private secret: Buffer | null = null;

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountRepository,
    private readonly sms: SmsProvider,
    private readonly options: { configuredSecret?: string; sessionTtlDays: number; codeTtlSeconds?: number },
  ) {}

  /** The HMAC key: AUTH_SECRET, or a random key made once and kept in the database (shared by all processes). */
  private async key(): Promise<Buffer> {
    if (this.secret) return this.secret;
    if (this.options.configuredSecret) return (this.secret = Buffer.from(this.options.configuredSecret));
    await this.db.insert(appMeta).values({ key: "auth_secret", value: randomBytes(32).toString("hex") }).onConflictDoNothing();
    const [row] = await this.db.select().from(appMeta).where(eq(appMeta.key, "auth_secret"));
    return (this.secret = Buffer.from(row!.value, "hex"));
  }

  private async codeHash(userType: UserType, phone: string, code: string): Promise<string> {
    return createHmac("sha256", await this.key()).update(`${userType}:${phone}:${code}`).digest("hex");
  }

  async generate(userType: UserType, phone: string, ip: string): Promise<{ phoneNumber: string; resendAfterSeconds: number; expiresInSeconds: number }> {
    if ((await this.accounts.hit(`otp-generate-ip:${ip}`, 600)) > AUTH_LIMITS.generatesPerIpPer10Min) {
      throw new AuthError(429, AUTH_MESSAGES.rateLimited, "RATE_LIMITED", 600);
    }
    const { today } = await this.accounts.counts({ today: WRONG_COUNTERS.today(phone) });
    if (today >= AUTH_LIMITS.wrongTriesPerNumberPerDay) throw numberLocked();
    const latest = await this.accounts.latestCode(userType, phone);
    if (latest) {
      const age = (Date.now() - latest.createdAt.getTime()) / 1000;
      if (age < AUTH_LIMITS.resendSeconds) {
        throw new AuthError(429, AUTH_MESSAGES.resendTooSoon, "OTP_RESEND_TOO_SOON", Math.ceil(AUTH_LIMITS.resendSeconds - age));
      }
    }
    if ((await this.accounts.codesSentSince(phone, 24)) >= AUTH_LIMITS.sendsPerNumberPerDay) {
      throw new AuthError(429, AUTH_MESSAGES.dailyLimit, "OTP_DAILY_LIMIT", 86_400);
    }
    const code = newCode();
    const ttl = Math.min(this.options.codeTtlSeconds ?? AUTH_LIMITS.codeTtlSeconds, AUTH_LIMITS.codeTtlSeconds);
    const id = await this.accounts.issueCode(userType, phone, await this.codeHash(userType, phone, code), ttl);
    const minutes = Math.max(1, Math.round(ttl / 60));
    try {
      await this.sms.send(phone, `${code} is your Utsav sign-in code. It expires in ${minutes} minutes. Do not share it with anyone.`, {
        otp: code,
        minutes: String(minutes),
      });
    } catch (error) {
      // The shopper never got it: they may ask again at once, and it does not use up one of the day's sends.
      await this.accounts.withdrawCode(id);
      throw error;
    }
    // The same answer whether or not the number has an account (ASVS 6: no account enumeration).
    return { phoneNumber: phone, resendAfterSeconds: AUTH_LIMITS.resendSeconds, expiresInSeconds: ttl };
  }

  async verify(userType: UserType, phone: string, code: string, ip: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    if ((await this.accounts.hit(`otp-verify-ip:${ip}`, 600)) > AUTH_LIMITS.verifiesPerIpPer10Min) {
      throw new AuthError(429, AUTH_MESSAGES.rateLimited, "RATE_LIMITED", 600);
    }
    const counters = { today: WRONG_COUNTERS.today(phone), thisSignIn: WRONG_COUNTERS.thisSignIn(userType, phone) };
    const wrongTries = await this.accounts.counts(counters);
    if (wrongTries.today >= AUTH_LIMITS.wrongTriesPerNumberPerDay) throw numberLocked();
    if (wrongTries.thisSignIn >= AUTH_LIMITS.wrongTriesPerSignIn) {
      throw new AuthError(429, AUTH_MESSAGES.tooManyAttempts, "OTP_TOO_MANY_ATTEMPTS");
    }
    const live = await this.accounts.liveCode(userType, phone);
    if (!live) throw new AuthError(401, MESSAGES.noActiveOtpSession, "OTP_SESSION_MISSING");

    const expected = Buffer.from(live.codeHash, "hex");
    const given = Buffer.from(await this.codeHash(userType, phone, code), "hex");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const wrong = await this.accounts.hit(counters.thisSignIn.key, counters.thisSignIn.windowSeconds);
      await this.accounts.hit(counters.today.key, counters.today.windowSeconds);
      if (wrong >= AUTH_LIMITS.wrongTriesPerSignIn) {
        await this.accounts.retireCodes(userType, phone);
        throw new AuthError(429, AUTH_MESSAGES.tooManyAttempts, "OTP_TOO_MANY_ATTEMPTS");
      }
      throw new AuthError(401, MESSAGES.otpInvalid, "OTP_INVALID");
    }
    // Once only, even when two verifications race: only one UPDATE … WHERE consumed_at IS NULL succeeds.
    if (!(await this.accounts.consumeCode(live.id))) throw new AuthError(401, MESSAGES.noActiveOtpSession, "OTP_SESSION_MISSING");
    await this.accounts.clearCounter(counters.thisSignIn.key);

    const { user, created } = await this.accounts.findOrCreateUser(userType, phone);
    // A user who has not finished onboarding (no name yet) is still new.
    const isNewUser = created || !user.fullName;
    await this.accounts.recordEvent("otp_verified", user.id, { userType, firstLogin: isNewUser });
    return { user, isNewUser };
  }

  /** A new session (a fresh random token of 256 bits); the token is returned once and stored only as its hash. */
  async startSession(user: UserRow, previousToken?: string): Promise<{ token: string; maxAgeSeconds: number }> {
    if (previousToken) await this.accounts.revokeSession(sha256(previousToken));
    const token = randomBytes(32).toString("base64url");
    await this.accounts.createSession(sha256(token), user.id, user.userType, this.options.sessionTtlDays);
    return { token, maxAgeSeconds: this.options.sessionTtlDays * 86_400 };
  }

  async session(token: string): Promise<SessionInfo | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const row = await this.accounts.liveSession(sha256(token));
    return row ? { sessionId: row.id, userId: row.userId, userType: row.userType as UserType } : null;
  }

  async endSession(token: string): Promise<void> {
    await this.accounts.revokeSession(sha256(token));
  }
}

