import { getSession } from "@utsav/api-client/auth/get-session";
import type { SessionState } from "@utsav/domain";
import type { ApiClient } from "../../lib/api";
import { apiData } from "../../lib/api";

export const SIGNED_OUT: SessionState = { isAuthenticated: false, userId: null, userType: null, isNewUser: false };

/**
 * GET /api/auth/session: who the browser's session cookie belongs to, read through the loaders' in-process API
 * client (which carries the browser's cookie). When the session cannot be read the page still renders, signed out:
 * browsing never depends on it (application §6).
 */
export async function readSession(api: ApiClient): Promise<SessionState> {
  try {
    return await apiData(api, getSession);
  } catch (error) {
    console.warn("Session lookup failed", error instanceof Response ? `${error.status} ${error.statusText}` : error);
    return SIGNED_OUT;
  }
}
