import { CHECKOUT_POLL, pagePaths } from "@utsav/domain/shopper";
import { useCallback, useEffect, useRef, useState } from "react";
import { serverUrl, useApi } from "../../api/api-provider";
import { paymentStatus } from "./api/payment-status";
import { browseUntilBack } from "./browse-checkout";

/**
 * Where paying the advance is: not started, the checkout opening, asking the server after the shopper came back, paid
 * or expired (as the server says), not heard of within the minute, or no browser could be opened.
 */
export type AdvancePhase = "idle" | "opening" | "checking" | "paid" | "expired" | "unconfirmed" | "unavailable";

/**
 * Paying a booking's advance from the app (docs/decisions/0053): the site's checkout page in the in-app browser, then,
 * back in the app, the server asked (POST …/refresh) every 2 s for up to a minute (CHECKOUT_POLL). Paid and expired are
 * only ever what the server answers; a minute without an answer is 'unconfirmed', never 'failed', since a UPI approval
 * can still arrive.
 */
export function useAdvancePayment(orderId: string, onSettled?: (status: "paid" | "expired") => void) {
  const api = useApi();
  const [phase, setPhase] = useState<AdvancePhase>("idle");
  // Each round of asking has its own number, so 'Check again' starts a new minute even from 'checking'.
  const [round, setRound] = useState(0);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (phase !== "checking") return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + CHECKOUT_POLL.forMs;
    const ask = async () => {
      const status = await paymentStatus(api, orderId);
      if (stopped) return;
      if (status === "paid" || status === "expired") {
        setPhase(status);
        settled.current?.(status);
        return;
      }
      if (Date.now() >= until) return setPhase("unconfirmed");
      timer = setTimeout(() => void ask(), CHECKOUT_POLL.everyMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase, round, api, orderId]);

  const checkAgain = useCallback(() => {
    setPhase("checking");
    setRound((n) => n + 1);
  }, []);

  /**
   * The checkout's address is built here from the order's id, never taken whole from an answer: only this site's
   * own page opens (OWASP ASVS 5.0 V1.2.2).
   */
  const pay = useCallback(async () => {
    setPhase("opening");
    try {
      await browseUntilBack(serverUrl(api.baseUrl, pagePaths.checkout(orderId)));
    } catch {
      return setPhase("unavailable");
    }
    checkAgain();
  }, [api.baseUrl, orderId, checkAgain]);

  return { phase, pay, checkAgain };
}
