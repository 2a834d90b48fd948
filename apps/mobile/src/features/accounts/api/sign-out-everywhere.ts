import { logoutEverywhere, thrownMessage } from "@utsav/api-client/shopper";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import { SIGN_OUT_EVERYWHERE_COPY } from "@utsav/domain/shopper";
import type { Api } from "../../../api/api-provider";

/**
 * POST /api/auth/consumer/logout-everywhere ends every session of the consumer, this phone's included (decision 15,
 * OWASP ASVS 5.0 V7.4): null when it did, else the words to show. Unlike Logout, a failure is said, not only logged:
 * the other phones are still signed in, and the consumer asked because one may be lost.
 */
export async function endEverySession(api: Api): Promise<string | null> {
  try {
    const result = validated(await logoutEverywhere(api.transport, "consumer"), responseSchemas.logoutEverywhere);
    return result.ok ? null : (result.errorMessage ?? SIGN_OUT_EVERYWHERE_COPY.failed);
  } catch (thrown) {
    return thrownMessage(thrown, SIGN_OUT_EVERYWHERE_COPY.failed);
  }
}
