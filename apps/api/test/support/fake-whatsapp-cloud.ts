import { createServer } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

/** An answer of the fake: a status with Meta's error code, or no answer at all. */
export type CloudAnswer = { status: number; code?: number } | "hang";

/** A local stand-in for the WhatsApp Business Cloud API (Meta's Graph API): answers with whatever the test queues. */
export class FakeWhatsappCloud {
  server: Server;
  requests: { method?: string; path?: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];
  answers: CloudAnswer[] = [];
  constructor() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        this.requests.push({ method: req.method, path: req.url, headers: req.headers, body: JSON.parse(raw || "{}") });
        const answer = this.answers.shift() ?? { status: 200 };
        if (answer === "hang") return;
        res.writeHead(answer.status, { "content-type": "application/json" });
        const to = (JSON.parse(raw || "{}") as { to?: string }).to;
        res.end(
          JSON.stringify(
            answer.status === 200
              ? { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${this.requests.length}` }] }
              : {
                  error: {
                    message: "(#132001) Template name does not exist in the translation",
                    type: "OAuthException",
                    code: answer.code ?? 100,
                  },
                },
          ),
        );
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }
}
