import { logout as logoutCall } from "@utsav/api-client/auth/logout";
import { MESSAGES } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/**
 * POST /api/auth/{userType}/logout, which clears the session cookie. A failure is only logged (application §8,
 * "Logout failed (consumer: logged only)"): the caller revalidates either way, so the header shows what is true.
 */
export async function logout(userType: UserType): Promise<void> {
  try {
    const result = await logoutCall(browserApi, userType);
    if (!result.ok) console.warn(MESSAGES.logoutFailed, result.errorMessage);
  } catch (error) {
    console.warn(MESSAGES.logoutFailed, error);
  }
}
