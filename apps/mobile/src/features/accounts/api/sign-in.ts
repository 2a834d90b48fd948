import { generateOtp, thrownMessage, verifyOtp } from "@utsav/api-client/shopper";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import { MESSAGES, stripPhoneEntry } from "@utsav/domain/shopper";
import type { Api } from "../../../api/api-provider";
import type { SessionRole } from "../../../session/session-provider";

// spec: application §7 POST /auth/{consumer|vendor}/otp/generate and /verify; §8 their messages. A vendor signs in with
// the same steps as a vendor (docs/decisions/0071).

export type CodeRequest = { ok: true; phoneNumber: string } | { ok: false; message: string };

/** Asks for a code by SMS; the number is sent as typed, stripped of what is not a digit or a leading plus. */
export async function requestCode(
  api: Api,
  phoneEntry: string,
  fallback: string = MESSAGES.otpGenerateFailed,
  userType: SessionRole = "consumer",
): Promise<CodeRequest> {
  try {
    const result = validated(
      await generateOtp(api.transport, userType, { phoneNumber: stripPhoneEntry(phoneEntry) }),
      responseSchemas.generateOtp,
    );
    return result.ok ? { ok: true, phoneNumber: result.data.phoneNumber } : { ok: false, message: result.errorMessage ?? fallback };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}

export type CodeCheck = { ok: true; token: string; userId: string; isNewUser: boolean } | { ok: false; message: string };

/** Checks the code and starts a bearer session: the answer carries the token the app keeps. */
export async function checkCode(api: Api, phoneNumber: string, otp: string, userType: SessionRole = "consumer"): Promise<CodeCheck> {
  try {
    const result = validated(await verifyOtp(api.transport, userType, { phoneNumber, otp }), responseSchemas.verifyOtp);
    if (!result.ok) return { ok: false, message: result.errorMessage ?? MESSAGES.otpInvalid };
    const { token, userId, isNewUser } = result.data;
    return token ? { ok: true, token, userId, isNewUser } : { ok: false, message: MESSAGES.otpVerifyFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.otpInvalid) };
  }
}
