import { logout } from "@utsav/api-client/auth/logout";
import { MESSAGES } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/**
 * POST /api/auth/{userType}/logout: ends this browser's session, whoever it belongs to. A failure is logged
 * (application §8 'Logout failed') and answered false: a vendor is told (the consumer's failure is only logged).
 */
export async function signOut(userType: UserType): Promise<boolean> {
  try {
    const result = await logout(browserApi, userType);
    if (!result.ok) console.warn(MESSAGES.logoutFailed, result.errorMessage);
    return result.ok;
  } catch (error) {
    console.warn(MESSAGES.logoutFailed, error);
    return false;
  }
}
