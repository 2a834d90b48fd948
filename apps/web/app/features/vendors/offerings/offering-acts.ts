import { saveVendorOffering } from "@utsav/api-client/vendor/offerings/save-vendor-offering";
import { setVendorOfferingStatus } from "@utsav/api-client/vendor/offerings/set-vendor-offering-status";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { MESSAGES, OFFERING_STATUS } from "@utsav/domain/client";
import type { VendorOffering, VendorOfferingInput } from "@utsav/domain";
import { thrownMessage } from "../../../lib/api-client";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";

// The writes of the vendor's offerings (application §7), sent by the pages to their route's clientAction, which calls
// the API from the browser (docs/decisions/0030); React Router then reads the pages' loaders again.

/** What the offerings list sends: the act on one offering (status 10 live, 15 paused, 20 deleted, application §4). */
export type OfferingAct = { intent: "pause"; id: string } | { intent: "resume"; id: string } | { intent: "delete"; id: string };

export type OfferingIntent = OfferingAct["intent"];

/** What the list's action answered: done, or the server's message (the network's, when it could not be reached). */
export type OfferingActResult = { done: OfferingIntent } | { error: string } | undefined;

/** The data of a call, or the message to show: the server's, else the fallback; the network's when it is unreachable. */
async function answer<T>(call: () => Promise<EnvelopeResult<T>>): Promise<{ data: T } | { error: string }> {
  try {
    const result = await call();
    return result.ok ? { data: result.data } : { error: result.errorMessage ?? MESSAGES.internalError };
  } catch (error) {
    return { error: thrownMessage(error, MESSAGES.internalError) };
  }
}

type Act = (api: ApiTransport, id: string) => Promise<EnvelopeResult<unknown>>;

const ACTS: Record<OfferingIntent, Act> = {
  pause: (api, id) => setVendorOfferingStatus(api, id, { status: OFFERING_STATUS.paused }),
  resume: (api, id) => setVendorOfferingStatus(api, id, { status: OFFERING_STATUS.live }),
  // Final: the offering leaves the storefront and search at once (the list asks first).
  delete: (api, id) => setVendorOfferingStatus(api, id, { status: OFFERING_STATUS.deleted }),
};

const isIntent = (value: string): value is OfferingIntent => Object.hasOwn(ACTS, value);

/** Runs the act the list sent; an intent the list does not know is refused. */
export async function runOfferingAct(api: ApiTransport, body: SubmittedBody): Promise<OfferingActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { error: "Unknown action" };
  const answered = await answer(() => ACTS[intent](api, body.text("id")));
  return "error" in answered ? answered : { done: intent };
}

/** What the editor's action answered: the offering as stored, or why it was not saved. */
export type SaveOfferingResult = { saved: Pick<VendorOffering, "title" | "status"> } | { error: string } | undefined;

/**
 * Saves what the editor sent (POST /api/vendor/offering): a new offering, or the one at `id`. The body is the
 * editor's checked payload (offeringPayload); the API checks it again against its schema and words any refusal.
 */
export async function runSaveOffering(api: ApiTransport, request: Request, id?: string): Promise<SaveOfferingResult> {
  const sent: unknown = await request.json().catch(() => null);
  if (typeof sent !== "object" || sent === null || Array.isArray(sent)) return { error: MESSAGES.internalError };
  // The editor's own payload, checked by the domain's rule before it was sent; the API's schema is the guard.
  const input = { ...sent, ...(id ? { id } : {}) } as VendorOfferingInput;
  const answered = await answer(() => saveVendorOffering(api, input));
  return "error" in answered ? answered : { saved: { title: answered.data.title, status: answered.data.status } };
}

/** The confirmation the list shows after a save (it says whether customers can see the offering). */
export function savedNotice({ title, status }: Pick<VendorOffering, "title" | "status">, approved: boolean): string {
  if (status !== OFFERING_STATUS.live) return `“${title}” is saved. It is paused, so customers do not see it.`;
  return approved
    ? `“${title}” is saved and live on your storefront.`
    : `“${title}” is saved. Customers see it once our team approves your business.`;
}
