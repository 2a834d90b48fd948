import type { WaitlistVendor } from "@utsav/domain";
import { sendEnvelope } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/paths";

/** POST /api/public/waitlist/join-vendor (no sign-in; application §7): the vendor waitlist, for a call back. */
export function joinVendorWaitlist(entry: WaitlistVendor) {
  return sendEnvelope<{ joined: true }>(apiPaths.waitlistVendor(), { method: "POST", body: entry });
}
