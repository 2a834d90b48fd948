// The payment provider (docs/decisions/0048): Razorpay in production, the local provider on local runs; tests use
// Razorpay against a loopback fake of its API. Amounts are in paise. Every call may throw PaymentProviderError.

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  /** created | attempted | paid. */
  status: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed. */
  status: string;
  method: string | null;
  amountRefunded: number;
  errorReason: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** pending | processed | failed. */
  status: string;
}

export interface ProviderTransfer {
  id: string;
  amount: number;
  onHold: boolean;
  amountReversed: number;
}

/** A vendor's linked account (Razorpay Route), made from its approved payout bank account. */
export interface LinkedAccountRequest {
  /** Ours, at most 20 characters: the vendor's id shortened. */
  referenceId: string;
  legalName: string;
  email: string;
  phone: string;
  bankAccount: { holderName: string; accountNumber: string; ifsc: string };
}

/** A webhook event, read once its signature is checked. */
export interface ProviderEvent {
  id: string;
  /** payment.captured, payment.failed, refund.processed, refund.failed, transfer.processed… */
  event: string;
  payment: ProviderPayment | null;
  refund: ProviderRefund | null;
  transfer: ProviderTransfer | null;
}

export interface PaymentProvider {
  readonly name: "razorpay" | "local";
  /** The public key id the browser's checkout needs; null for the local provider. */
  readonly keyId: string | null;
  /** Creates an order; `receipt` is ours (the payment order id), at most 40 characters. Repeats with the same receipt are safe. */
  createOrder(request: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** The payments made against an order, as the provider reports them now. */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Refunds part or all of a captured payment; `receipt` is ours (the refund id), so a retried request is refused, not repeated. */
  refund(paymentId: string, request: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund>;
  fetchRefund(refundId: string): Promise<ProviderRefund>;
  /** The refunds of a payment (to find one whose answer was lost, by its receipt). */
  paymentRefunds(paymentId: string): Promise<(ProviderRefund & { receipt: string | null })[]>;
  createLinkedAccount(request: LinkedAccountRequest): Promise<{ id: string }>;
  /** Transfers part of a captured payment to a linked account, held until released. */
  transfer(
    paymentId: string,
    request: { account: string; amount: number; currency: string; onHold: boolean; notes: Record<string, string> },
  ): Promise<ProviderTransfer>;
  /** The transfers made from a payment (to find one whose answer was lost). */
  paymentTransfers(paymentId: string): Promise<ProviderTransfer[]>;
  releaseTransfer(transferId: string): Promise<ProviderTransfer>;
  reverseTransfer(transferId: string, amount: number): Promise<{ id: string; amount: number }>;
  /** Checks a webhook's signature (HMAC-SHA256 of the raw body with the webhook secret), in constant time. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** Reads a verified webhook body; null when it is not an event this product reads. */
  parseWebhook(rawBody: Buffer, eventIdHeader: string | undefined): ProviderEvent | null;
}

/** A call the provider refused or could not answer: `retryable` when trying again later may succeed. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
