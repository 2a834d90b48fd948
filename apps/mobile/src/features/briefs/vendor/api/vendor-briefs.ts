import { dataOrThrow, thrownMessage } from "@utsav/api-client/shopper";
import { validated, validating } from "@utsav/api-client/shopper-validate";
import { declineBrief, getVendorBrief, listVendorBriefs, sendQuote } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { BRIEF_MESSAGES } from "@utsav/domain/shopper";
import { QUOTE_MESSAGES } from "@utsav/domain/vendor-app";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { DeclineRequest, QuoteRequest, VendorBriefDetail } from "@utsav/domain";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../../api/api-provider";
import type { Api } from "../../../../api/api-provider";

// The vendor's requests (docs/decisions/0023, 0071): the briefs matched to it and its answer to each, the same calls
// as the web's vendor area. Under the "vendor" key; never kept on the phone for offline use.

const listChecked = validating(listVendorBriefs, vendorResponseSchemas.listVendorBriefs);
const getChecked = validating(getVendorBrief, vendorResponseSchemas.getVendorBrief);

export const vendorBriefsKey = ["vendor", "briefs"] as const;
export const vendorBriefKey = (id: string) => ["vendor", "brief", id] as const;
/** The dashboard's key (features/vendors/api/dashboard.ts), whose count of requests waiting changes with an answer. */
export const vendorDashboardRoot = ["vendor", "dashboard"] as const;

/** GET /api/vendor/briefs: the newest 50 matched to this vendor, with its answers. */
export function useVendorBriefs() {
  const api = useApi();
  return useQuery({
    queryKey: vendorBriefsKey,
    queryFn: ({ signal }) => dataOrThrow(listChecked(api.transport, { signal }), QUOTE_MESSAGES.briefsLoadFailed),
    // New requests arrive while the vendor works: asked again each time the screen opens.
    staleTime: 0,
  });
}

/** GET /api/vendor/briefs/{id}: the brief and the offerings a quote may link; one not matched to this vendor is 404. */
export function useVendorBrief(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: vendorBriefKey(id),
    queryFn: ({ signal }) => dataOrThrow(getChecked(api.transport, id, { signal }), BRIEF_MESSAGES.briefNotFound),
    staleTime: 0,
  });
}

/** The brief as the server now holds it, or the refusal in the server's words (never a raw error). */
export type BriefAnswered = { ok: true; brief: VendorBriefDetail } | { ok: false; message: string };

async function answered(call: () => Promise<EnvelopeResult<VendorBriefDetail>>): Promise<BriefAnswered> {
  try {
    const result = validated(await call(), vendorResponseSchemas.sendQuote);
    return result.ok ? { ok: true, brief: result.data } : { ok: false, message: result.errorMessage ?? QUOTE_MESSAGES.quoteSendFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, QUOTE_MESSAGES.quoteSendFailed) };
  }
}

/** POST /api/vendor/briefs/{id}/quote: sends or changes the quote; 409 once the brief is booked or past. */
export const sendBriefQuote = (api: Api, id: string, quote: QuoteRequest) => answered(() => sendQuote(api.transport, id, quote));

/** POST /api/vendor/briefs/{id}/decline: declines, withdrawing any quote; 409 once the brief is booked or past. */
export const declineVendorBrief = (api: Api, id: string, body: DeclineRequest) => answered(() => declineBrief(api.transport, id, body));
