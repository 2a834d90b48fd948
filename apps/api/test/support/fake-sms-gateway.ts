import { createServer } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A local stand-in for MSG91's Flow API: answers with whatever the test queues. */
export class FakeGateway {
  server: Server;
  requests: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
  answers: (number | "hang")[] = [];
  /** How long each answer waits, as a slow gateway's would. */
  delayMs = 0;
  constructor() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        this.requests.push({ headers: req.headers, body: JSON.parse(raw || "{}") });
        const answer = this.answers.shift() ?? 200;
        if (answer === "hang") return;
        setTimeout(() => {
          res.writeHead(answer, { "content-type": "application/json" });
          res.end(
            JSON.stringify(
              answer === 200 ? { type: "success", message: "3763646c3058313530393538" } : { type: "error", message: "failed" },
            ),
          );
        }, this.delayMs);
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v5/flow/`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }
}

/** The code of the last SMS the gateway was asked to send to this number (+91…). */
export function codeSentTo(gateway: FakeGateway, phone: string): string {
  const sent = gateway.requests
    .map((r) => (r.body as { recipients?: { mobiles: string; otp: string }[] }).recipients?.[0])
    .filter((r) => r?.mobiles === phone.replace(/^\+/, ""));
  const last = sent.at(-1);
  if (!last) throw new Error(`no SMS to ${phone}`);
  return last.otp;
}
