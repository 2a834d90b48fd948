/**
 * The paths of a consumer's requests for proposals (docs/decisions/0023), apart from apiPaths so the pages that do not
 * send briefs (every page's first script) do not carry them.
 */
export const briefPaths = {
  briefs: () => "/api/consumer/briefs",
  photos: () => "/api/consumer/briefs/photos",
  brief: (id: string) => `/api/consumer/briefs/${encodeURIComponent(id)}`,
  acceptQuote: (briefId: string, quoteId: string) =>
    `/api/consumer/briefs/${encodeURIComponent(briefId)}/quotes/${encodeURIComponent(quoteId)}/accept`,
} as const;
