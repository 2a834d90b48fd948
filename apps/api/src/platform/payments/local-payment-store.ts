import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { allOf, localPaymentObjects } from "@utsav/db";
import type { Db } from "@utsav/db";
import { accountWire, orderWire, paymentWire, refundWire, reversalWire, transferWire } from "./razorpay-wire.ts";

// The local payment provider's own state (local-provider.ts): Razorpay's objects, written as Razorpay writes them, one
// row each in local_payment_objects, so a local run's payments survive a restart. Each is read back through the same
// checks the Razorpay adapter reads Razorpay's answers with (razorpay-wire.ts), plus the fields only the provider
// itself needs; every other field is kept as it was written.

const paise = z.number().int().min(0);

const OBJECTS = {
  order: orderWire.extend({ receipt: z.string(), amount_paid: paise, amount_due: paise, attempts: z.number().int() }).loose(),
  payment: paymentWire.extend({ order_id: z.string(), amount_refunded: paise, captured: z.boolean() }).loose(),
  refund: refundWire.extend({ currency: z.string() }).loose(),
  account: accountWire.extend({ reference_id: z.string() }).loose(),
  transfer: transferWire.extend({ source: z.string(), recipient: z.string(), currency: z.string(), amount_reversed: paise }).loose(),
  reversal: reversalWire.extend({ transfer_id: z.string() }).loose(),
};

/** Razorpay's entity names, which are the kinds of the rows. */
export type LocalKind = keyof typeof OBJECTS;
export type LocalObject<K extends LocalKind> = z.output<(typeof OBJECTS)[K]>;

export class LocalPaymentStore {
  constructor(private readonly db: Db) {}

  /** Runs `work` on one transaction, with a store on it: what it reads locked stays as read until it commits. */
  transaction<T>(work: (store: LocalPaymentStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new LocalPaymentStore(tx)));
  }

  /** One object by its id, or null; `lock` holds its row until the transaction ends (a refund, a transfer, a payment). */
  async get<K extends LocalKind>(kind: K, id: string, { lock = false } = {}): Promise<LocalObject<K> | null> {
    const query = this.db
      .select({ body: localPaymentObjects.body })
      .from(localPaymentObjects)
      .where(allOf(eq(localPaymentObjects.kind, kind), eq(localPaymentObjects.id, id)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? this.read(kind, row.body) : null;
  }

  /** The objects of one kind whose top-level `field` is `value`, oldest first (a payment's refunds, an order's payments). */
  async where<K extends LocalKind>(kind: K, field: string, value: string): Promise<LocalObject<K>[]> {
    const rows = await this.db
      .select({ body: localPaymentObjects.body })
      .from(localPaymentObjects)
      .where(allOf(eq(localPaymentObjects.kind, kind), sql`${localPaymentObjects.body} ->> ${field} = ${value}`))
      .orderBy(asc(localPaymentObjects.createdAt), asc(sql`(${localPaymentObjects.body} ->> 'created_at')::bigint`));
    return rows.map((row) => this.read(kind, row.body));
  }

  async insert<K extends LocalKind>(kind: K, object: LocalObject<K>): Promise<void> {
    await this.db.insert(localPaymentObjects).values({ id: object.id, kind, body: object });
  }

  async update<K extends LocalKind>(kind: K, object: LocalObject<K>): Promise<void> {
    await this.db
      .update(localPaymentObjects)
      .set({ body: object })
      .where(allOf(eq(localPaymentObjects.kind, kind), eq(localPaymentObjects.id, object.id)));
  }

  private read<K extends LocalKind>(kind: K, body: unknown): LocalObject<K> {
    // Only this provider writes these rows; a row that does not read back is a fault, not a refusal.
    return OBJECTS[kind].parse(body) as LocalObject<K>;
  }
}
