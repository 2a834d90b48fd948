import { generateOtp } from "@utsav/api-client/auth/generate-otp";
import { verifyOtp } from "@utsav/api-client/auth/verify-otp";
import { updateConsumer } from "@utsav/api-client/consumer/update-consumer";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { EnvelopeResult, ResultData } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { MESSAGES } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The acts of the login steps (application §4): asking for a code, asking again, checking it, and a new consumer's
// name. On a sign-in page each goes as JSON to the route's clientAction, which runs it here with the route's user type
// (docs/decisions/0030); the login modal, which no route owns, runs them itself (use-login-acts.ts). One function an
// act; the API refuses or answers, and the step shows what it said.

/** The code was sent: the number as the server keeps it ('+919876543210'), the resend wait and the expiry. */
export type OtpSent = ResultData<typeof generateOtp>;

export type OtpVerified = ResultData<typeof verifyOtp>;

/** What a login step sends. `phoneNumber` is stripped (stripPhoneEntry), or the number the server answered. */
export type LoginAct =
  | { intent: "send-code"; phoneNumber: string }
  | { intent: "resend-code"; phoneNumber: string }
  | { intent: "verify"; phoneNumber: string; otp: string }
  | { intent: "onboard"; fullName: string; companyName?: string };

export type LoginIntent = LoginAct["intent"];

/** What an act answered: its data, or the message to show (and, when the server asked to wait, the seconds). */
export type LoginActResult =
  { sent: OtpSent } | { verified: OtpVerified } | { onboarded: true } | { error: string; retryAfterSeconds: number };

/** Runs one act and answers what the step shows: the API's result, or the message of what went wrong. */
export type SendLoginAct = (act: LoginAct) => Promise<LoginActResult>;

type Act = (api: ApiTransport, userType: UserType, body: SubmittedBody) => Promise<LoginActResult>;

/** The server's refusal, in its words or the step's fallback (application §8). */
const refused = (result: Extract<EnvelopeResult<unknown>, { ok: false }>, fallback: string): LoginActResult => ({
  error: result.errorMessage ?? fallback,
  retryAfterSeconds: result.retryAfterSeconds ?? 0,
});

/** A call that could not reach the server: the thrown message, else the fallback. */
async function reaching(call: () => Promise<LoginActResult>, fallback: string): Promise<LoginActResult> {
  try {
    return await call();
  } catch (thrown) {
    return { error: thrownMessage(thrown, fallback), retryAfterSeconds: 0 };
  }
}

const ACTS: Record<LoginIntent, Act> = {
  "send-code": (api, userType, body) =>
    reaching(async () => {
      const result = await generateOtp(api, userType, { phoneNumber: body.text("phoneNumber") });
      return result.ok ? { sent: result.data } : refused(result, MESSAGES.otpGenerateFailed);
    }, MESSAGES.networkError),
  "resend-code": (api, userType, body) =>
    reaching(async () => {
      const result = await generateOtp(api, userType, { phoneNumber: body.text("phoneNumber") });
      return result.ok ? { sent: result.data } : refused(result, MESSAGES.otpResendFailed);
    }, MESSAGES.otpResendFailed),
  verify: (api, userType, body) =>
    reaching(async () => {
      const result = await verifyOtp(api, userType, { phoneNumber: body.text("phoneNumber"), otp: body.text("otp") });
      return result.ok ? { verified: result.data } : refused(result, MESSAGES.otpInvalid);
    }, MESSAGES.otpInvalid),
  // A consumer's onboarding (a new vendor onboards their business elsewhere): the company only for a corporate user.
  onboard: (api, _userType, body) =>
    reaching(async () => {
      const fullName = body.text("fullName");
      const companyName = body.text("companyName");
      const result = await updateConsumer(api, companyName === "" ? { fullName } : { fullName, companyName });
      return result.ok ? { onboarded: true } : refused(result, MESSAGES.onboardingFailed);
    }, MESSAGES.networkError),
};

const isIntent = (value: string): value is LoginIntent => Object.hasOwn(ACTS, value);

/** Runs the act a login step sent, for `userType` (the route's, or the modal's consumer); an unknown act is refused. */
export function runLoginAct(api: ApiTransport, userType: UserType, body: SubmittedBody): Promise<LoginActResult> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, userType, body) : Promise.resolve({ error: "Unknown action", retryAfterSeconds: 0 });
}

/** An act as the route's action reads it (submittedBody), for the modal, which runs its acts itself. */
export function actBody(act: LoginAct): SubmittedBody {
  const fields = new Map<string, unknown>(Object.entries(act));
  return {
    text: (name) => {
      const value = fields.get(name);
      return typeof value === "string" ? value : "";
    },
    list: () => [],
  };
}
