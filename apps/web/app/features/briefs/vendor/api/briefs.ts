import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QUOTE_MESSAGES } from "@utsav/domain/client";
import { declineBrief } from "@utsav/api-client/vendor/briefs/decline-brief";
import { getVendorBrief } from "@utsav/api-client/vendor/briefs/get-vendor-brief";
import { listVendorBriefs } from "@utsav/api-client/vendor/briefs/list-vendor-briefs";
import { sendQuote } from "@utsav/api-client/vendor/briefs/send-quote";
import type { DeclineRequest, QuoteRequest, VendorBriefDetail } from "@utsav/domain";
import { browserApi } from "../../../../lib/api-client";
import { request } from "../../../../shared/lib/vendor-area/request";

// The briefs matched to the vendor and its answers (docs/decisions/0023).

const briefsKey = ["vendor", "briefs"] as const;
const briefKey = (id: string) => ["vendor", "brief", id] as const;

export function useVendorBriefs() {
  return useQuery({ queryKey: briefsKey, queryFn: () => request(listVendorBriefs(browserApi), QUOTE_MESSAGES.briefsLoadFailed) });
}

export function vendorBriefQueryOptions(id: string) {
  return queryOptions({ queryKey: briefKey(id), queryFn: () => request(getVendorBrief(browserApi, id), QUOTE_MESSAGES.briefsLoadFailed) });
}

export function useVendorBrief(id: string) {
  return useQuery(vendorBriefQueryOptions(id));
}

/** POST …/quote or …/decline: the brief as it now stands, then the list reads again. */
export function useAnswerBrief(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { quote: QuoteRequest } | { decline: DeclineRequest }): Promise<VendorBriefDetail> =>
      "quote" in answer
        ? request(sendQuote(browserApi, id, answer.quote), QUOTE_MESSAGES.quoteSendFailed)
        : request(declineBrief(browserApi, id, answer.decline), QUOTE_MESSAGES.quoteSendFailed),
    onSuccess: (brief) => {
      client.setQueryData(briefKey(id), brief);
      void client.invalidateQueries({ queryKey: briefsKey });
    },
  });
}
