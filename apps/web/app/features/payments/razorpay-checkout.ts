import { CHECKOUT_COPY, PAYMENT_COPY } from "@utsav/domain/client";
import type { Checkout } from "@utsav/domain";

// Razorpay Checkout (docs/decisions/0050): its script is Razorpay's own, loaded from Razorpay when the shopper presses
// Pay, never bundled (the page's first load stays small, and card and UPI details stay inside Razorpay's frame). The
// page's Content-Security-Policy names Razorpay's origins (apps/api/src/platform/security-headers.ts).

export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** The part of Razorpay Checkout's options this page uses (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  /** Razorpay's word that a payment went through: only a cue to ask the server, which alone says what was paid. */
  handler: () => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: () => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's script, added once to the page; a failed load may be tried again. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(CHECKOUT_COPY.checkoutUnavailable)));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error(CHECKOUT_COPY.checkoutUnavailable));
    };
    document.head.append(script);
  });
  return loading;
}

/** What the checkout tells the page: a payment went through (ask the server), one failed, or the shopper closed it. */
export interface CheckoutEvents {
  onPaid: () => void;
  onFailed: () => void;
  onClosed: () => void;
}

/** Opens Razorpay's checkout for the order; rejects when its script cannot be loaded. */
export async function openRazorpayCheckout(checkout: Checkout, events: CheckoutEvents): Promise<void> {
  if (!checkout.keyId) throw new Error(CHECKOUT_COPY.checkoutUnavailable);
  const Razorpay = await loadRazorpay();
  const instance = new Razorpay({
    key: checkout.keyId,
    order_id: checkout.providerOrderId,
    amount: checkout.advancePaise,
    currency: checkout.currency,
    name: CHECKOUT_COPY.merchant,
    description: PAYMENT_COPY.payFor(checkout.offeringName, checkout.vendorName),
    handler: events.onPaid,
    modal: { ondismiss: events.onClosed },
  });
  // Razorpay keeps its window open after a failed try, so the shopper may try again inside it.
  instance.on("payment.failed", events.onFailed);
  instance.open();
}
