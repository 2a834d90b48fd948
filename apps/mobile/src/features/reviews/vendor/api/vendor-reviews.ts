import { dataOrThrow, thrownMessage } from "@utsav/api-client/shopper";
import { validated, validating } from "@utsav/api-client/shopper-validate";
import { answerReview, getVendorDashboard, listReceivedReviews, reportReview } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { MESSAGES, REVIEW_COPY } from "@utsav/domain/shopper";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ReceivedReview, ReceivedReviewList } from "@utsav/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { useApi } from "../../../../api/api-provider";
import type { Api } from "../../../../api/api-provider";

// The vendor's Reviews (docs/decisions/0060, 0071): what shoppers wrote after its bookings, its one public answer to
// each and its reports, through the web's calls. Under the "vendor" key; never kept on the phone for offline use.

const listChecked = validating(listReceivedReviews, vendorResponseSchemas.listReceivedReviews);
const dashboardChecked = validating(getVendorDashboard, vendorResponseSchemas.getVendorDashboard);

export const receivedReviewsKey = ["vendor", "reviews"] as const;
/** The dashboard's key and answer, as the dashboard screen reads it (features/vendors/api/dashboard.ts). */
const dashboardKey = ["vendor", "dashboard"] as const;

/** GET /api/vendor/reviews?cursor=: the vendor's figures and its reviews, newest first, each page naming the next. */
export function useReceivedReviews() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: receivedReviewsKey,
    queryFn: ({ pageParam, signal }) => dataOrThrow(listChecked(api.transport, pageParam ?? undefined, { signal }), MESSAGES.internalError),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/**
 * The business's name, which its answers show under ("Answer from Bloom Studio"), and its store page's slug while
 * shoppers can see it, from the dashboard as the web's page reads them; the screen does without them ("Answer from
 * you", no store link) while they are not read or could not be.
 */
export function useBusiness(): { name: string; storeSlug: string | null } {
  const api = useApi();
  const query = useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => dataOrThrow(dashboardChecked(api.transport, { signal }), MESSAGES.internalError),
  });
  return { name: query.data?.businessName ?? REVIEW_COPY.you, storeSlug: query.data?.storeSlug ?? null };
}

/** The review as the server now holds it, or the refusal in the server's words (never a raw error). */
export type ReviewActed = { ok: true; review: ReceivedReview } | { ok: false; message: string };

async function acted(call: () => Promise<EnvelopeResult<ReceivedReview>>): Promise<ReviewActed> {
  try {
    const result = validated(await call(), vendorResponseSchemas.answerReview);
    return result.ok ? { ok: true, review: result.data } : { ok: false, message: result.errorMessage ?? REVIEW_COPY.actFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, REVIEW_COPY.actFailed) };
  }
}

/** POST /api/vendor/reviews/{id}/answer: the one public answer; 409 once answered, 400 with contact details. */
export const answerReceivedReview = (api: Api, id: string, text: string) => acted(() => answerReview(api.transport, id, { text }));

/** POST /api/vendor/reviews/{id}/report: asks operators to look, with the reason; 409 once reported. */
export const reportReceivedReview = (api: Api, id: string, reason: string) => acted(() => reportReview(api.transport, id, { reason }));

/** Puts the review the server answered in the place of the one on screen, in whichever page holds it. */
export function keepActedReview(client: QueryClient, review: ReceivedReview) {
  client.setQueryData<InfiniteData<ReceivedReviewList>>(receivedReviewsKey, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, reviews: page.reviews.map((r) => (r.id === review.id ? review : r)) })) }
      : data,
  );
}
