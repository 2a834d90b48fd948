import { logout } from "@utsav/api-client/shopper";
import { MESSAGES } from "@utsav/domain/shopper";
import type { Api } from "../../../api/api-provider";
import type { SessionRole } from "../../../session/session-provider";

/**
 * POST /api/auth/{consumer|vendor}/logout ends the session on the server; the app forgets its token whatever the answer
 * (application §8 "Logout fails: 'Logout failed' (consumer: logged only)").
 */
export async function endSession(api: Api, userType: SessionRole = "consumer"): Promise<void> {
  try {
    const result = await logout(api.transport, userType);
    if (!result.ok) console.warn(MESSAGES.logoutFailed, result.errorMessage);
  } catch (error) {
    console.warn(MESSAGES.logoutFailed, error);
  }
}
