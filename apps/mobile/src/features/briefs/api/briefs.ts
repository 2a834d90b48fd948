import {
  acceptQuote,
  createBrief,
  dataOrThrow,
  getMyBrief,
  listMyBriefs,
  thrownMessage,
  uploadBriefPhotos,
} from "@utsav/api-client/shopper";
import type { UploadFile } from "@utsav/api-client";
import { responseSchemas, validated, validating } from "@utsav/api-client/shopper-validate";
import { BRIEF_MESSAGES, briefRequest, MESSAGES } from "@utsav/domain/shopper";
import type { BriefDraft } from "@utsav/domain/client";
import type { ConsumerBriefDetail } from "@utsav/domain";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

// The shopper's requests for proposals (docs/decisions/0023, 0065). Under the "consumer" key, so signing out forgets
// them with the bookings; never kept on the phone for offline use (query-client.ts keeps only the catalogue).

const listChecked = validating(listMyBriefs, responseSchemas.listMyBriefs);
const getChecked = validating(getMyBrief, responseSchemas.getMyBrief);

export const myBriefsKey = ["consumer", "briefs"] as const;
export const myBriefKey = (id: string) => ["consumer", "brief", id] as const;

/** GET /api/consumer/briefs: the newest 50, each with how many vendors it reached and how many quoted. */
export function useMyBriefs(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: myBriefsKey,
    queryFn: ({ signal }) => dataOrThrow(listChecked(api.transport, { signal }), MESSAGES.internalError),
    // Quotes arrive while the shopper waits: asked again each time the screen opens.
    staleTime: 0,
    enabled: signedIn,
  });
}

/** GET /api/consumer/briefs/{id}: the brief and its quotes, cheapest first; another's, or none, is the API's 404. */
export function useMyBrief(id: string, signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: myBriefKey(id),
    queryFn: ({ signal }) => dataOrThrow(getChecked(api.transport, id, { signal }), BRIEF_MESSAGES.briefNotFound),
    staleTime: 0,
    enabled: signedIn,
  });
}

/** The brief as the server now holds it, or the refusal in the server's words (never a raw error). */
export type BriefChanged = { ok: true; brief: ConsumerBriefDetail } | { ok: false; message: string };

/**
 * Sends a brief: its photos first (POST /api/consumer/briefs/photos, the checks of every upload), then the answers
 * with the photos' ids (POST /api/consumer/briefs). A refusal (422 no vendor matches, 409 three open, 400 a field, 413
 * a photo too large) says the server's message; no answer says the network message.
 */
export async function sendBrief(api: Api, draft: BriefDraft, photos: readonly UploadFile[]): Promise<BriefChanged> {
  try {
    let photoIds: string[] = [];
    if (photos.length > 0) {
      const uploaded = validated(await uploadBriefPhotos(api.transport, photos), responseSchemas.uploadBriefPhotos);
      if (!uploaded.ok) return { ok: false, message: uploaded.errorMessage ?? BRIEF_MESSAGES.briefSendFailed };
      photoIds = uploaded.data.photos.map((photo) => photo.id);
    }
    const result = validated(await createBrief(api.transport, briefRequest(draft, photoIds)), responseSchemas.createBrief);
    return result.ok ? { ok: true, brief: result.data } : { ok: false, message: result.errorMessage ?? BRIEF_MESSAGES.briefSendFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, BRIEF_MESSAGES.briefSendFailed) };
  }
}

/**
 * POST /api/consumer/briefs/{id}/quotes/{quoteId}/accept: the brief with the booking the quote became, or the refusal
 * (409 once another was accepted, the brief passed its date or the quote its validity) in the server's words.
 */
export async function acceptBriefQuote(api: Api, briefId: string, quoteId: string): Promise<BriefChanged> {
  try {
    const result = validated(await acceptQuote(api.transport, briefId, quoteId), responseSchemas.acceptQuote);
    return result.ok ? { ok: true, brief: result.data } : { ok: false, message: result.errorMessage ?? BRIEF_MESSAGES.acceptFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, BRIEF_MESSAGES.acceptFailed) };
  }
}
