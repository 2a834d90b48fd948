import { useEffect } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getKyc } from "@utsav/api-client/vendor/kyc/get-kyc";
import { getKycConfig } from "@utsav/api-client/vendor/kyc/get-kyc-config";
import { getKycStatus } from "@utsav/api-client/vendor/kyc/get-kyc-status";
import { removeKycDocuments as removeDocumentsCall } from "@utsav/api-client/vendor/kyc/remove-kyc-documents";
import { submitKyc as submitKycCall } from "@utsav/api-client/vendor/kyc/submit-kyc";
import { updateKycDocument as updateDocumentCall } from "@utsav/api-client/vendor/kyc/update-kyc-document";
import { uploadKycDocument as uploadDocumentCall } from "@utsav/api-client/vendor/kyc/upload-kyc-document";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { NewKycDocument } from "@utsav/api-client/vendor/kyc/upload-kyc-document";
import { MESSAGES } from "@utsav/domain/client";
import type { KycConfig, KycState, KycStatus, KycView } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";
import { vendorProfileQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { request, VendorApiError } from "../../../shared/lib/vendor-area/request";

// The vendor's KYC calls (application §7): GET /kyc, /kyc/config, /kyc/status; POST /kyc/update (multipart),
// /kyc/documents/remove, /kyc/documents/{id}, /kyc/submit. Every change answers with the KYC view (submit with the
// status), which replaces the cached one.

/**
 * The data of a call; a failure throws the server's errorMessage, else the call's message of application §8 (also
 * when the server could not be reached).
 */
function call<T>(result: Promise<EnvelopeResult<T>>, failure: string): Promise<T> {
  return request(result, failure).catch((error: unknown) => {
    throw error instanceof VendorApiError ? error : new VendorApiError(failure, 0, null);
  });
}

export function fetchKyc(signal?: AbortSignal) {
  return call(getKyc(browserApi, { signal }), MESSAGES.kycFetchFailed);
}

export function fetchKycConfig(signal?: AbortSignal) {
  return call(getKycConfig(browserApi, { signal }), MESSAGES.kycConfigFailed);
}

export function fetchKycStatus(signal?: AbortSignal) {
  return call(getKycStatus(browserApi, { signal }), MESSAGES.kycStatusFailed);
}

export type { NewKycDocument };

/** POST /kyc/update with one document ("add"): the file and its information in the same order. */
export function uploadKycDocument(document: NewKycDocument): Promise<KycView> {
  return call(uploadDocumentCall(browserApi, document), MESSAGES.kycUpdateFailed);
}

export function removeKycDocuments(documentIds: string[]): Promise<KycView> {
  return call(removeDocumentsCall(browserApi, { documentIds }), MESSAGES.kycRemoveFailed);
}

/** What may change of an uploaded document without uploading it again. */
export interface KycDocumentChange {
  documentNumber?: string;
  expiryDate?: string | null;
}

export function updateKycDocument({ id, change }: { id: string; change: KycDocumentChange }): Promise<KycView> {
  return call(updateDocumentCall(browserApi, id, change), MESSAGES.kycDocumentUpdateFailed);
}

export function submitKyc(): Promise<KycStatus> {
  return call(submitKycCall(browserApi), MESSAGES.kycSubmitFailed);
}

const kycKey = ["vendor", "kyc"] as const;
const statusKey = [...kycKey, "status"] as const;

export function kycQueryOptions(initial?: KycView) {
  return queryOptions({ queryKey: kycKey, queryFn: ({ signal }) => fetchKyc(signal), ...(initial ? { initialData: initial } : {}) });
}

export function kycConfigQueryOptions(initial?: KycConfig) {
  return queryOptions({
    queryKey: [...kycKey, "config"] as const,
    queryFn: ({ signal }) => fetchKycConfig(signal),
    staleTime: Infinity,
    ...(initial ? { initialData: initial } : {}),
  });
}

/** The vendor's documents and KYC state; the page's loader passes them in, so it renders on the server with them. */
export function useKyc(initial?: KycView) {
  const client = useQueryClient();
  useEffect(() => {
    // The loader ran again (coming back to the page): its answer is the newest.
    if (initial) client.setQueryData(kycKey, initial);
  }, [client, initial]);
  return useQuery(kycQueryOptions(initial));
}

export function useKycConfig(initial?: KycConfig) {
  return useQuery(kycConfigQueryOptions(initial));
}

/** How often the status is asked for while someone is looking at the documents (docs/decisions/0009). */
export const KYC_STATUS_POLL_MS = 30_000;

/** The states in which the verification is under way, so the answer may change at any time. */
export const isKycPending = (state: KycState) => state === "submitted" || state === "in_review";

/**
 * Asks GET /kyc/status every 30 s while the KYC is submitted or in review, and not otherwise (application §4 "status
 * can be polled"). A changed state is read into the KYC view, which is then read again for its documents.
 */
export function useKycStatusPolling(view: KycView) {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => fetchKycStatus(signal),
    initialData: { state: view.state, reason: view.reason, submittedAt: view.submittedAt, updatedAt: null },
    enabled: isKycPending(view.state),
    refetchInterval: (query) => (isKycPending(query.state.data?.state ?? view.state) ? KYC_STATUS_POLL_MS : false),
  });
  const latest = status.data;
  useEffect(() => {
    const current = client.getQueryData<KycView>(kycKey);
    if (!current || !status.isFetchedAfterMount || current.state === latest.state) return;
    client.setQueryData<KycView>(kycKey, { ...current, state: latest.state, reason: latest.reason, submittedAt: latest.submittedAt });
    void client.invalidateQueries({ queryKey: kycKey, exact: true });
    void client.invalidateQueries({ queryKey: vendorProfileQueryKey, exact: true });
  }, [client, latest, status.isFetchedAfterMount]);
  return status;
}

/** A KYC change whose answer (the KYC view) replaces the cached one; the profile (its KYC state) is read again. */
function useKycChange<A>(change: (args: A) => Promise<KycView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => {
      client.setQueryData(kycKey, view);
      void client.invalidateQueries({ queryKey: vendorProfileQueryKey, exact: true });
    },
  });
}

export const useUploadKycDocument = () => useKycChange(uploadKycDocument);
export const useRemoveKycDocuments = () => useKycChange(removeKycDocuments);
export const useUpdateKycDocument = () => useKycChange(updateKycDocument);

/** POST /kyc/submit: the answer (the status) becomes the state of the KYC view and of the polled status. */
export function useSubmitKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (status) => {
      client.setQueryData(statusKey, status);
      client.setQueryData<KycView>(kycKey, (view) =>
        view ? { ...view, state: status.state, reason: status.reason, submittedAt: status.submittedAt } : view,
      );
      void client.invalidateQueries({ queryKey: vendorProfileQueryKey, exact: true });
    },
  });
}
