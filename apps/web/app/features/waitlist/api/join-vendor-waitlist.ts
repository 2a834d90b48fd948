import { joinVendorWaitlist as joinVendorWaitlistCall } from "@utsav/api-client/waitlist/join-vendor-waitlist";
import type { WaitlistVendor } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** POST /api/public/waitlist/join-vendor (no sign-in; application §7): the vendor waitlist, for a call back. */
export const joinVendorWaitlist = (entry: WaitlistVendor) => joinVendorWaitlistCall(browserApi, entry);
