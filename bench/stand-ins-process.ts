import { FakeRazorpay } from "@utsav/api/fake-razorpay";
import { startCodeGateway } from "./code-gateway.ts";
import type { StandInMessage } from "./stand-ins.ts";

// The third parties' stand-ins in a process of their own (stand-ins.ts): the SMS gateway and Razorpay's API, which
// the server calls during a sign-in and a booking with an advance. Each tells the load generator, over the IPC
// channel and before it answers the server, what the generator needs for the request that follows: the code sent to
// a number, and the signed webhook that pays an order.

const send = (message: StandInMessage) => process.send?.(message);

const gateway = await startCodeGateway((phone, code) => send({ type: "code", phone, code }));
const fake = await FakeRazorpay.start();
const handle = fake.store.handle.bind(fake.store);
fake.store.handle = (request) => {
  const answer = handle(request);
  if (request.method !== "POST" || request.path !== "/v1/orders") return answer;
  // The shopper pays the order as soon as it is made: the answer the server gets is the order as created, and the
  // generator has the payment's webhook before the booking's answer reaches it.
  const order = structuredClone(answer) as { id: string; receipt: string | null };
  const { webhook } = fake.pay(order.id);
  if (order.receipt) send({ type: "order", receipt: order.receipt, headers: webhook.headers, body: webhook.body.toString("base64") });
  return order;
};
// Kept requests are for tests; a run of minutes does not need them.
setInterval(() => (fake.calls.length = 0), 1000).unref();

send({
  type: "ready",
  gatewayUrl: gateway.url,
  env: {
    PAYMENTS_PROVIDER: "razorpay",
    RAZORPAY_API_URL: fake.config.apiUrl,
    RAZORPAY_KEY_ID: fake.config.keyId,
    RAZORPAY_KEY_SECRET: fake.config.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.config.webhookSecret,
  },
});
// The generator ends this process when its run ends, or this process ends with the generator's.
process.on("disconnect", () => {
  gateway.close();
  void fake.close().finally(() => process.exit(0));
});
