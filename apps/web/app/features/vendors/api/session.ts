import { logout } from "@utsav/api-client/auth/logout";
import { MESSAGES } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/**
 * POST /api/auth/{userType}/logout: ends this browser's session, whoever it belongs to. A failure is only logged
 * (application §8 'Logout failed'); the caller moves on to the sign-in page either way.
 */
export async function signOut(userType: UserType): Promise<void> {
  try {
    const result = await logout(browserApi, userType);
    if (!result.ok) console.warn(MESSAGES.logoutFailed, result.errorMessage);
  } catch (error) {
    console.warn(MESSAGES.logoutFailed, error);
  }
}
