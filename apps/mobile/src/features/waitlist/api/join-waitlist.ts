import { joinUserWaitlist } from "@utsav/api-client/shopper";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import type { Api } from "../../../api/api-provider";

/** POST /api/public/waitlist/join-user: the notify-me box (application §1). */
export async function joinWaitlist(api: Api, email: string) {
  return validated(await joinUserWaitlist(api.transport, { email }), responseSchemas.joinUserWaitlist);
}
