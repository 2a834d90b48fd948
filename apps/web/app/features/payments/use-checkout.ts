import { useCallback, useEffect, useRef, useState } from "react";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { localPay } from "@utsav/api-client/payments/local-pay";
import { refreshCheckout } from "@utsav/api-client/payments/refresh-checkout";
import { CHECKOUT_POLL, PAYMENT_MESSAGES } from "@utsav/domain/client";
import type { Checkout } from "@utsav/domain";
import { openRazorpayCheckout } from "./razorpay-checkout";

// The checkout page's live state (docs/decisions/0050). It shows only what the server answers: after a try it asks the
// server (POST …/refresh, which asks the provider itself) every 2 s for up to a minute, and a payment is paid only when
// the server says so, never on the checkout's own word. This is live client state, so the page calls the API from the
// browser here rather than through a route action (docs/decisions/0030, like the KYC page's status poll).

/** Where the shopper's try is: none, sending, asking the server, failed, or not heard of within the minute. */
export type Attempt = "idle" | "paying" | "checking" | "failed" | "unconfirmed";

/** How long to ask, and what the try is when the order is still open at the end: unheard of, or nothing (the checkout was closed). */
interface Check {
  until: number;
  otherwise: "unconfirmed" | "idle";
}

export function useCheckout(initial: Checkout, api: ApiTransport) {
  const [checkout, setCheckout] = useState(initial);
  const [attempt, setAttempt] = useState<Attempt>("idle");
  const [error, setError] = useState<string | null>(null);
  const check = useRef<Check>({ until: 0, otherwise: "idle" });
  // The provider reported a failed try in this attempt: an order still open is then a failure, not a wait.
  const failed = useRef(false);
  const orderId = initial.orderId;

  const startChecking = useCallback((forMs: number, otherwise: Check["otherwise"]) => {
    check.current = { until: Date.now() + forMs, otherwise };
    setAttempt("checking");
  }, []);

  useEffect(() => {
    if (attempt !== "checking") return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await refreshCheckout(api, orderId).catch(() => null);
      if (stopped) return;
      if (answer?.ok) {
        setCheckout(answer.data);
        if (answer.data.status !== "created") return setAttempt("idle");
        if (failed.current) return setAttempt("failed");
      }
      if (Date.now() >= check.current.until) return setAttempt(check.current.otherwise);
      timer = setTimeout(() => void ask(), CHECKOUT_POLL.everyMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [attempt, api, orderId]);

  /** The local payment page's two buttons: the dev route pays or fails the order and answers the checkout. */
  const payLocally = useCallback(
    async (outcome: "paid" | "failed") => {
      setError(null);
      setAttempt("paying");
      failed.current = outcome === "failed";
      try {
        const answer = await localPay(api, orderId, { outcome, method: "upi" });
        if (!answer.ok) {
          setError(answer.errorMessage ?? PAYMENT_MESSAGES.providerUnavailable);
          // Paid or expired meanwhile (another tab): one question to the server shows which.
          return answer.status === 409 ? startChecking(0, "idle") : setAttempt("idle");
        }
        setCheckout(answer.data);
        if (answer.data.status !== "created") return setAttempt("idle");
        startChecking(CHECKOUT_POLL.forMs, "unconfirmed");
      } catch (thrown) {
        setError(thrownMessage(thrown, PAYMENT_MESSAGES.providerUnavailable));
        setAttempt("idle");
      }
    },
    [api, orderId, startChecking],
  );

  /** Razorpay's checkout: its success is a cue to ask the server for a minute; closing it asks once. */
  const payWithRazorpay = useCallback(async () => {
    setError(null);
    setAttempt("paying");
    failed.current = false;
    try {
      await openRazorpayCheckout(checkout, {
        onPaid: () => {
          failed.current = false;
          startChecking(CHECKOUT_POLL.forMs, "unconfirmed");
        },
        onFailed: () => {
          failed.current = true;
        },
        // Closed after a success cue: the minute of asking already under way goes on.
        onClosed: () => {
          if (Date.now() >= check.current.until) startChecking(0, "idle");
        },
      });
    } catch (thrown) {
      setError(thrownMessage(thrown, PAYMENT_MESSAGES.providerUnavailable));
      setAttempt("idle");
    }
  }, [checkout, startChecking]);

  /** After a minute unheard of: ask for another minute. */
  const checkAgain = useCallback(() => startChecking(CHECKOUT_POLL.forMs, "unconfirmed"), [startChecking]);

  return { checkout, attempt, error, payLocally, payWithRazorpay, checkAgain };
}
