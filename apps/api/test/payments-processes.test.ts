import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import type { SpawnedServer } from "../support/spawn-server.ts";
import { RazorpayProvider } from "../src/platform/payments/razorpay-provider.ts";
import { createDatabase, queryOnce } from "./postgres-helper.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";
import type { SignedWebhook } from "./support/fake-razorpay.ts";
import { processServers } from "./support/process-servers.ts";

// Payments across processes, on PostgreSQL (docs/decisions/0048): two processes on one database receive the same
// webhooks at the same moment, several times each, and run the scheduler's jobs together. Each advance is applied
// once, each second payment refunded once, each vendor's share transferred once.

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl
  ? null
  : "needs PostgreSQL: several processes cannot share the embedded database (set DATABASE_URL, as CI does)";

const servers = processServers("pay");
const drops: (() => Promise<void>)[] = [];
let razorpay: FakeRazorpay | null = null;
afterAll(async () => {
  await servers.stopAll();
  await razorpay?.close();
  for (const drop of drops) await drop();
});

function start(databaseUrl: string, fake: FakeRazorpay): Promise<SpawnedServer> {
  return servers.start(databaseUrl, {
    PAYMENTS_PROVIDER: "razorpay",
    RAZORPAY_API_URL: fake.config.apiUrl,
    RAZORPAY_KEY_ID: fake.config.keyId,
    RAZORPAY_KEY_SECRET: fake.config.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.config.webhookSecret,
    SCHEDULER: "on",
    SCHEDULER_POLL_MS: "50",
  });
}

const post = (server: SpawnedServer, webhook: SignedWebhook) =>
  fetch(`${server.url}/api/payments/webhook`, { method: "POST", headers: webhook.headers, body: webhook.body }).then((r) => r.status);

describe.skipIf(skipReason)(`payments across processes${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("apply each webhook once and run each money job once, however many deliveries race", { timeout: 180_000 }, async () => {
    const database = await createDatabase(serverUrl!, "payprocs");
    drops.push(database.drop);
    razorpay = await FakeRazorpay.start();
    const fake = razorpay;

    // The office decor kit's vendor asks a 25% advance here, and its payout account is linked.
    const first = await start(database.url, fake);
    await queryOnce(
      database.url,
      "update vendor_terms set advance_percent = 25 where vendor_id = (select vendor_id from offerings where id = 'JSS1')",
    );
    const [{ vendor_id: vendorId } = { vendor_id: "" }] = await queryOnce<{ vendor_id: string }>(
      database.url,
      "select vendor_id from offerings where id = 'JSS1'",
    );
    const account = await new RazorpayProvider(fake.config, pino({ level: "silent" })).createLinkedAccount({
      referenceId: vendorId.slice(-20),
      legalName: "Jaya Studio Spaces",
      email: "jaya@example.com",
      phone: "+919845012345",
      bankAccount: { holderName: "Jaya Studio Spaces", accountNumber: "123456789012", ifsc: "HDFC0001234" },
    });
    await queryOnce(
      database.url,
      "insert into vendor_payout_accounts (vendor_id, holder_name, account_number_sealed, account_last4, ifsc, status, linked_account_id) values ($1, 'Jaya Studio Spaces', 'sealed', '9012', 'HDFC0001234', 'approved', $2)",
      [vendorId, account.id],
    );
    await servers.stop(first);
    const [a, b] = await Promise.all([start(database.url, fake), start(database.url, fake)]);

    const orders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${a.url}/api/public/booking`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          offeringId: "JSS1",
          vendorName: "",
          offeringName: "",
          bookingData: { name: `Race ${i}`, mobile: `98452${String(10_000 + i).slice(-5)}`, address: "1 Test Road" },
        }),
      });
      const body = (await response.json()) as { data: { status: string; payment: { orderId: string } } };
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.data.status).toBe("awaiting_payment");
      const [row] = await queryOnce<{ provider_order_id: string }>(
        database.url,
        "select provider_order_id from payment_orders where id = $1",
        [body.data.payment.orderId],
      );
      orders.push(row!.provider_order_id);
    }

    // Each order paid; half paid twice (two UPI apps at once). Every webhook goes to both processes, three times each, at once.
    const deliveries: Promise<number>[] = [];
    orders.forEach((order, i) => {
      const webhooks = [fake.pay(order).webhook, ...(i % 2 === 0 ? [fake.pay(order).webhook] : [])];
      for (const webhook of webhooks) for (let n = 0; n < 3; n++) deliveries.push(post(a, webhook), post(b, webhook));
    });
    expect(new Set(await Promise.all(deliveries))).toEqual(new Set([200]));

    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await queryOnce<{ n: number }>(
        database.url,
        "select count(*)::int as n from scheduled_jobs where status = 'pending' and run_at <= now()",
      );
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.n} jobs still pending`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const received = await queryOnce<{ n: number }>(
      database.url,
      "select count(*)::int as n from booking_events where to_status = 'received' and actor = 'system'",
    );
    expect(received[0]!.n).toBe(6);
    const ledger = await queryOnce<{ kind: string; n: number }>(
      database.url,
      "select kind, count(*)::int as n from payment_ledger group by kind order by kind",
    );
    // 9 captured payments, 6 fees, 6 transfers, 3 refunds of the second payments.
    expect(ledger).toEqual([
      { kind: "fee", n: 6 },
      { kind: "payment", n: 9 },
      { kind: "refund", n: 3 },
      { kind: "transfer", n: 6 },
    ]);
    expect(fake.store.transfers.size).toBe(6);
    expect(fake.store.refunds.size).toBe(3);
    const [failed] = await queryOnce<{ n: number }>(database.url, "select count(*)::int as n from scheduled_jobs where status = 'failed'");
    expect(failed!.n).toBe(0);
  });
});
