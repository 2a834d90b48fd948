import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LedgerKind, PaymentOrderStatus, PayoutAccountStatus, RefundReason, RefundStatus, TransferStatus } from "@utsav/domain";
import { bookings } from "./bookings.ts";
import { vendors } from "./catalogue.ts";

// Payments (docs/decisions/0048): the advance a booking's vendor asks, paid online through the payment provider
// (Razorpay, or the local provider on local runs); its refunds; the vendor's share transferred on hold to the vendor's
// linked account; and a ledger row for every movement. Every amount is in paise, as the provider counts.

/** One order per booking that asks an advance: what the shopper pays at the provider's checkout. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    /** 'po_' and 32 random hex digits: the checkout page's address, which only the booking's shopper is given. */
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id),
    /** razorpay | local. */
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** created | paid | expired (PAYMENT_ORDER_STATUSES). */
    status: text("status").$type<PaymentOrderStatus>().notNull().default("created"),
    /** The payment that paid it; a second captured payment of the order is refunded. */
    paidPaymentId: text("paid_payment_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_orders_status_idx").on(t.status, t.expiresAt)],
);

/** Each payment the provider reports for an order, captured or failed. Card and UPI details are never stored. */
export const payments = pgTable(
  "payments",
  {
    /** The provider's payment id ('pay_…'). */
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** captured | failed. */
    status: text("status").notNull(),
    /** upi, card, netbanking… as the provider names it; never the instrument itself. */
    method: text("method"),
    /** A captured payment of an order another payment had already paid, or that had expired: refunded in full. */
    surplus: boolean("surplus").notNull().default(false),
    errorReason: text("error_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_booking_idx").on(t.bookingId)],
);

/** A refund owed, asked of the provider and tracked until it is processed. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    amount: integer("amount").notNull(),
    /** Why (REFUND_REASONS): declined | expired | vendor_cancelled | consumer_cancelled | operator | surplus_payment. */
    reason: text("reason").$type<RefundReason>().notNull(),
    /** What an operator wrote when refunding by hand. */
    note: text("note"),
    /** The operator who asked for it; null when the booking's change did. */
    requestedBy: text("requested_by"),
    /** Unique per cause, so a retried change asks one refund: e.g. 'booking:bk_…:cancelled'. */
    cause: text("cause").notNull().unique(),
    providerRefundId: text("provider_refund_id").unique(),
    /** requested (not yet at the provider) | pending | processed | failed (REFUND_STATUSES). */
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("payment_refunds_booking_idx").on(t.bookingId), index("payment_refunds_status_idx").on(t.status)],
);

/** The vendor's share of a captured advance, transferred on hold to its linked account and released on completion. */
export const paymentTransfers = pgTable(
  "payment_transfers",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** The vendor's linked account when the transfer was made; null while the vendor has none (the share waits). */
    linkedAccountId: text("linked_account_id"),
    /** What the vendor gets: the payment less the platform's fee. */
    amount: integer("amount").notNull(),
    /** The platform's fee, and the commission it was counted at (per category, fixed on the booking). */
    fee: integer("fee").notNull(),
    commissionPercent: integer("commission_percent").notNull(),
    providerTransferId: text("provider_transfer_id").unique(),
    /** waiting (no linked account yet) | on_hold | released | reversed (TRANSFER_STATUSES). */
    status: text("status").$type<TransferStatus>().notNull().default("waiting"),
    reversedAmount: integer("reversed_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [index("payment_transfers_vendor_idx").on(t.vendorId, t.createdAt)],
);

/**
 * Every movement of money, once: a payment in, a refund out, the platform's fee, a transfer to a vendor and its
 * reversal. Per booking and in total they add up to what the provider reports (the reconciliation checks).
 */
export const paymentLedger = pgTable(
  "payment_ledger",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    vendorId: text("vendor_id").notNull(),
    /** payment | refund | fee | transfer | reversal (LEDGER_KINDS). */
    kind: text("kind").$type<LedgerKind>().notNull(),
    /** Paise, positive: the kind says which way it moves; a fee given back with a refund is a negative fee. */
    amount: integer("amount").notNull(),
    /** The provider's id of the movement (a payment, refund, transfer or reversal id); the fee's is its payment's. */
    providerRef: text("provider_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_ledger_ref_idx").on(t.kind, t.providerRef), index("payment_ledger_booking_idx").on(t.bookingId)],
);

/** Webhook events applied, by the provider's event id: a replayed event changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  id: text("id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a vendor is paid out: the bank account, its number sealed as identity documents are (modules/vendors
 * document vault) and shown by its last four digits; a new or changed account waits for the operators' review.
 */
export const vendorPayoutAccounts = pgTable("vendor_payout_accounts", {
  vendorId: text("vendor_id")
    .primaryKey()
    .references(() => vendors.id),
  holderName: text("holder_name").notNull(),
  accountNumberSealed: text("account_number_sealed").notNull(),
  accountLast4: text("account_last4").notNull(),
  ifsc: text("ifsc").notNull(),
  /** in_review | approved | rejected (PAYOUT_ACCOUNT_STATUSES). */
  status: text("status").$type<PayoutAccountStatus>().notNull().default("in_review"),
  rejectionReason: text("rejection_reason"),
  /** The provider's linked account (Route), made once the account is approved and the vendor's documents are. */
  linkedAccountId: text("linked_account_id"),
  reviewedBy: text("reviewed_by"),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each reconciliation: what the ledger and the provider said, and any difference, for the operators. */
export const paymentReconciliations = pgTable("payment_reconciliations", {
  id: text("id").primaryKey(),
  /** ok | differences. */
  status: text("status").notNull(),
  differences: jsonb("differences")
    .$type<{ bookingId: string; what: string; ledger: number; provider: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  checked: integer("checked").notNull(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The local payment provider's own state (local runs only): orders, payments, refunds, transfers and accounts. */
export const localPaymentObjects = pgTable("local_payment_objects", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  body: jsonb("body").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
