import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The third parties a server under load calls (the SMS gateway, Razorpay's API) run in a process of their own, as
// they do in life on machines of their own: in the load generator's process they answered the server only when the
// generator's busy event loop got to them, and a sign-in or a booking with an advance waited for that
// (bench/performance-log.md, 2026-11-30). What the generator needs from them comes over the IPC channel.

export type StandInMessage =
  | { type: "ready"; gatewayUrl: string; env: Record<string, string> }
  | { type: "code"; phone: string; code: string }
  | { type: "order"; receipt: string; headers: Record<string, string>; body: string };

/** A webhook that pays an order, as Razorpay would sign and send it. */
export interface PaidWebhook {
  headers: Record<string, string>;
  body: Buffer;
}

export interface StandIns {
  /** The SMS gateway's address (SMS_GATEWAY_URL). */
  gatewayUrl: string;
  /** The server's settings that take payments through Razorpay's stand-in. */
  paymentsEnv: Record<string, string>;
  /** The last code sent to each number, until it is taken. */
  codes: Map<string, string>;
  /** How many SMS other than sign-in codes (the outbox's notifications) have reached the gateway so far. */
  notificationsSent: () => number;
  /** The code sent to a number, waiting a little for it if the message is still on its way. */
  codeFor: (phone: string) => Promise<string>;
  /** The webhook that pays the order with this receipt (the booking's payment order id), taken once. */
  webhookFor: (receipt: string) => PaidWebhook | undefined;
  close: () => Promise<void>;
}

export async function startStandIns(): Promise<StandIns> {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "stand-ins-process.ts");
  const child = fork(file, { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const codes = new Map<string, string>();
  const webhooks = new Map<string, PaidWebhook>();
  let notifications = 0;
  const ready = await new Promise<Extract<StandInMessage, { type: "ready" }>>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The stand-ins' process ended at its start (exit ${code})`)));
    child.on("message", (message: StandInMessage) => {
      if (message.type === "ready") resolve(message);
      else if (message.type === "code" && message.code) codes.set(message.phone, message.code);
      else if (message.type === "code") notifications++;
      else webhooks.set(message.receipt, { headers: message.headers, body: Buffer.from(message.body, "base64") });
    });
  });
  child.removeAllListeners("exit");
  return {
    gatewayUrl: ready.gatewayUrl,
    paymentsEnv: ready.env,
    codes,
    notificationsSent: () => notifications,
    codeFor: async (phone) => {
      for (let waited = 0; waited < 2000; waited += 10) {
        const code = codes.get(phone);
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`No sign-in code reached the SMS gateway's stand-in for ${phone}`);
    },
    webhookFor: (receipt) => {
      const webhook = webhooks.get(receipt);
      webhooks.delete(receipt);
      return webhook;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || !child.connected) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
}
