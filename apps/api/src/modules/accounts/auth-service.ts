import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { MESSAGES, OPERATOR_MESSAGES, OTP } from "@utsav/domain";
import type { UserType } from "@utsav/domain";
import { AUTH_MESSAGES, AuthError } from "../../platform/sessions.ts";
import type { SessionInfo } from "../../platform/sessions.ts";
import type { AccountRepository, SendingState, UserRow } from "./account-repository.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import type { Counters } from "../../platform/counters.ts";
import type { ServerSecret } from "../../platform/server-secret.ts";

// Phone one-time-code sign-in (application §1, §4, §5, §7, §8), following OWASP ASVS 5.0 §6 and NIST 800-63B for
// out-of-band codes. Every limit lives in the database, so several API processes enforce it together.

export const AUTH_LIMITS = {
  /** The longest a code lives (NIST 800-63B); OTP_TTL_SECONDS may shorten it. */
  codeTtlSeconds: 600,
  resendSeconds: OTP.resendCooldownSeconds,
  sendsPerNumberPerDay: 10,
  /** Checks one code takes; then it is spent and the owner asks for a new one (not locked out). */
  checksPerCode: 5,
  /**
   * Wrong checks on a number in a row, across codes and days, before its codes slow to one a day (NIST 800-63B:
   * no more than 100 consecutive failures). A right code resets the run.
   */
  wrongStreakPerNumber: 100,
  slowedResendSeconds: 86_400,
  generatesPerIpPer10Min: 20,
  verifiesPerIpPer10Min: 40,
} as const;

/**
 * How long a session lasts without a request (idle) and at most (absolute), by user type (OWASP ASVS 5.0 §7.3).
 * Vendors can open identity documents, so theirs are shorter; operators open everyone's, so theirs end after 15
 * idle minutes and within a working day (docs/decisions/0020).
 */
export const SESSION_POLICY: Record<UserType, { idleSeconds: number; lifetimeSeconds: number }> = {
  consumer: { idleSeconds: 30 * 86_400, lifetimeSeconds: 90 * 86_400 },
  vendor: { idleSeconds: 12 * 3600, lifetimeSeconds: 7 * 86_400 },
  operator: { idleSeconds: 15 * 60, lifetimeSeconds: 12 * 3600 },
};

/** User types whose accounts are made by others (operators: npm run operator:add, or an invitation), never at sign-in. */
const INVITED_ONLY: ReadonlySet<UserType> = new Set(["operator"]);
/** A session's last use is written at most this often, so reading a session is not a write on every request. */
const TOUCH_EVERY_SECONDS = 60;

/** The window of a number's run of wrong checks: a month, unless a right code clears it first. */
const WRONG_STREAK_SECONDS = 30 * 86_400;

/** Refuses a new code during the resend wait (90 s), or for a day once the number has had a long run of wrong checks. */
function refuseWhileWaiting({ latestAgeSeconds, streak }: SendingState): void {
  if (latestAgeSeconds === null) return;
  const slowed = streak >= AUTH_LIMITS.wrongStreakPerNumber;
  const wait = slowed ? AUTH_LIMITS.slowedResendSeconds : AUTH_LIMITS.resendSeconds;
  if (latestAgeSeconds >= wait) return;
  const retryAfter = Math.ceil(wait - latestAgeSeconds);
  if (slowed) throw new AuthError(429, AUTH_MESSAGES.numberLocked, "NUMBER_SLOWED", retryAfter);
  throw new AuthError(429, AUTH_MESSAGES.resendTooSoon, "OTP_RESEND_TOO_SOON", retryAfter);
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A 6-digit code from the cryptographic generator, with leading zeros. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(OTP.length, "0");
}

export class AuthService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sms: SmsProvider,
    private readonly options: {
      /** The HMAC key of codes: AUTH_SECRET, or a random key made once and kept in the database (platform/server-secret.ts). */
      secret: ServerSecret;
      /** The sign-in limits count where the rate limits do (platform/counters.ts). */
      counters: Counters;
      codeTtlSeconds?: number;
      /** RATE_LIMIT_MULTIPLIER: multiplies the per-address limits, where many people share one address. */
      addressLimitMultiplier?: number;
    },
  ) {}

  private get perAddress(): number {
    return this.options.addressLimitMultiplier ?? 1;
  }

  private get counters(): Counters {
    return this.options.counters;
  }

  private async codeHash(userType: UserType, phone: string, code: string): Promise<string> {
    return createHmac("sha256", await this.options.secret.bytes())
      .update(`${userType}:${phone}:${code}`)
      .digest("hex");
  }

  /** Wrong checks on a number in a row, kept a month and cleared by a right code; the key holds the number's keyed hash. */
  private async wrongStreak(phone: string): Promise<{ key: string; windowSeconds: number }> {
    return { key: `otp-wrong-streak:${await this.counters.phoneHash(phone)}`, windowSeconds: WRONG_STREAK_SECONDS };
  }

  async generate(
    userType: UserType,
    phone: string,
    ip: string,
  ): Promise<{ phoneNumber: string; resendAfterSeconds: number; expiresInSeconds: number }> {
    if ((await this.counters.hit(`otp-generate-ip:${ip}`, 600)) > AUTH_LIMITS.generatesPerIpPer10Min * this.perAddress) {
      throw new AuthError(429, MESSAGES.rateLimited, "RATE_LIMITED", 600);
    }
    const code = newCode();
    const hash = await this.codeHash(userType, phone, code);
    const ttl = Math.min(this.options.codeTtlSeconds ?? AUTH_LIMITS.codeTtlSeconds, AUTH_LIMITS.codeTtlSeconds);
    // One number's codes are issued one at a time: parallel requests see each other's code, so they send one SMS
    // and count once against the day's sends.
    const streak = await this.wrongStreak(phone);
    const id = await this.accounts.lockedForNumber(phone, async (accounts) => {
      const state = await accounts.sendingState(userType, phone, streak, 24);
      refuseWhileWaiting(state);
      if (state.sentSince >= AUTH_LIMITS.sendsPerNumberPerDay) {
        throw new AuthError(429, AUTH_MESSAGES.dailyLimit, "OTP_DAILY_LIMIT", 86_400);
      }
      return accounts.issueCode(userType, phone, hash, ttl);
    });
    const minutes = Math.max(1, Math.round(ttl / 60));
    // An operator's code goes only to an operator's number; anyone else gets the same answer and no SMS, and their
    // code can never sign in (verify), so the answer says nothing about who is an operator.
    if (INVITED_ONLY.has(userType) && !(await this.accounts.findUser(userType, phone))) {
      return { phoneNumber: phone, resendAfterSeconds: AUTH_LIMITS.resendSeconds, expiresInSeconds: ttl };
    }
    try {
      await this.sms.send(phone, `${code} is your Utsav sign-in code. It expires in ${minutes} minutes. Do not share it with anyone.`, {
        otp: code,
        minutes: String(minutes),
      });
    } catch (error) {
      // The consumer never got it: they may ask again at once, and it does not use up one of the day's sends.
      await this.accounts.withdrawCode(id);
      throw error;
    }
    // The same answer whether or not the number has an account (ASVS 6: no account enumeration).
    return { phoneNumber: phone, resendAfterSeconds: AUTH_LIMITS.resendSeconds, expiresInSeconds: ttl };
  }

  /**
   * Checks a code. Each check is counted on the code before the comparison, so parallel guesses cannot outrun the
   * limit; wrong checks spend the code, never the owner's access: once the resend wait has passed, a new code works.
   */
  async verify(userType: UserType, phone: string, code: string, ip: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    if ((await this.counters.hit(`otp-verify-ip:${ip}`, 600)) > AUTH_LIMITS.verifiesPerIpPer10Min * this.perAddress) {
      throw new AuthError(429, MESSAGES.rateLimited, "RATE_LIMITED", 600);
    }
    const given = Buffer.from(await this.codeHash(userType, phone, code), "hex");
    const checked = await this.accounts.countCheck(userType, phone, AUTH_LIMITS.checksPerCode);
    if (checked === "none") throw new AuthError(401, MESSAGES.noActiveOtpSession, "OTP_SESSION_MISSING");
    if (checked === "spent") throw new AuthError(429, AUTH_MESSAGES.tooManyAttempts, "OTP_TOO_MANY_ATTEMPTS");

    const expected = Buffer.from(checked.codeHash, "hex");
    const streak = await this.wrongStreak(phone);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.counters.hit(streak.key, streak.windowSeconds);
      // The code stays spent (it takes no more checks) until it expires or a new one replaces it.
      if (checked.attempts >= AUTH_LIMITS.checksPerCode) throw new AuthError(429, AUTH_MESSAGES.tooManyAttempts, "OTP_TOO_MANY_ATTEMPTS");
      throw new AuthError(401, MESSAGES.otpInvalid, "OTP_INVALID");
    }
    // Once only, even when two verifications race: only one UPDATE … WHERE consumed_at IS NULL succeeds.
    // The right code ends the number's run of wrong ones.
    if (!(await this.accounts.consumeCode(checked.id, streak.key))) {
      throw new AuthError(401, MESSAGES.noActiveOtpSession, "OTP_SESSION_MISSING");
    }

    if (INVITED_ONLY.has(userType)) {
      const operator = await this.accounts.findUser(userType, phone);
      if (!operator) throw new AuthError(401, MESSAGES.otpInvalid, "OTP_INVALID");
      // Said only after the right code, so only the number's owner learns it (docs/decisions/0020).
      if (operator.disabledAt) throw new AuthError(403, OPERATOR_MESSAGES.accountDisabled, "OPERATOR_DISABLED");
      await this.accounts.recordEvent("otp_verified", operator.id, { userType, firstLogin: false });
      return { user: operator, isNewUser: false };
    }
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
    const { lifetimeSeconds } = SESSION_POLICY[user.userType];
    await this.accounts.createSession(sha256(token), user.id, user.userType, lifetimeSeconds);
    return { token, maxAgeSeconds: lifetimeSeconds };
  }

  /** The live session of a token: unrevoked, within its lifetime and not idle too long; its use is recorded. */
  async session(token: string): Promise<SessionInfo | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const row = await this.accounts.liveSession(sha256(token));
    if (!row) return null;
    const userType = row.userType;
    if (row.idleSeconds >= SESSION_POLICY[userType].idleSeconds) {
      await this.accounts.revokeSession(row.id);
      return null;
    }
    if (row.idleSeconds >= TOUCH_EVERY_SECONDS) await this.accounts.touchSession(row.id);
    return { sessionId: row.id, userId: row.userId, userType };
  }

  async endSession(token: string): Promise<void> {
    await this.accounts.revokeSession(sha256(token));
  }

  /** Signs a user out everywhere: every session of theirs ends, on every device. */
  async endEverySession(userId: string): Promise<number> {
    return this.accounts.revokeUserSessions(userId);
  }
}
