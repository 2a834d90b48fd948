import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { getKycStatus } from "@utsav/api-client/vendor/kyc/get-kyc-status";
import { MESSAGES } from "@utsav/domain/client";
import type { KycState } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** How often the status is asked for while someone is looking at the documents (docs/decisions/0009). */
export const KYC_STATUS_POLL_MS = 30_000;

/** The states in which the verification is under way, so the answer may change at any time. */
export const isKycPending = (state: KycState) => state === "submitted" || state === "in_review";

/**
 * Asks GET /kyc/status every 30 s while the KYC is submitted or in review, and not otherwise (application §4 "status
 * can be polled"); when the state has changed, the page (and the layout's profile) is read again with useRevalidator.
 * Answers why the latest check failed ('Failed to check verification status' or the server's message), else null.
 */
export function useKycStatusPolling(state: KycState): string | null {
  const { revalidate } = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!isKycPending(state)) return;
    // Not the page's loader on the interval: a failed check shows in the status card instead of replacing the page
    // with an error, and the light status is asked for, not every document.
    const controller = new AbortController();
    const check = async () => {
      const result = await getKycStatus(browserApi, { signal: controller.signal }).catch(() => null);
      if (controller.signal.aborted) return;
      setProblem(result?.ok ? null : (result?.errorMessage ?? MESSAGES.kycStatusFailed));
      if (result?.ok && result.data.state !== state) await revalidate();
    };
    const timer = setInterval(() => void check(), KYC_STATUS_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [state, revalidate]);

  return problem;
}
