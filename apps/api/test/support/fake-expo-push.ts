import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A push as Expo's service received it. */
export interface ReceivedPush {
  to: string;
  title: string;
  body: string;
  data: { url: string | null };
}

/**
 * A loopback stand-in for Expo's push service (docs/decisions/0070): POST /--/api/v2/push/send answers a ticket per
 * message (DeviceNotRegistered for a token in `deadAtSend`), and POST /--/api/v2/push/getReceipts answers the receipts
 * of the ids asked (the error `errorAtReceipt` names for a ticket's token, nothing for one in `notReady`).
 */
export class FakeExpoPush {
  readonly server: Server;
  readonly pushes: (ReceivedPush & { ticket: string })[] = [];
  readonly receiptRequests: string[][] = [];
  readonly headers: Record<string, string | string[] | undefined>[] = [];
  readonly deadAtSend = new Set<string>();
  /** Receipts' errors by token: DeviceNotRegistered, MessageRateExceeded… */
  readonly errorAtReceipt = new Map<string, string>();
  readonly notReady = new Set<string>();
  /** Answers the next send requests with this status instead (a service failing). */
  failures: number[] = [];
  private tickets = 0;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        this.headers.push(req.headers);
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.method === "POST" && req.url === "/--/api/v2/push/send") {
          const failure = this.failures.shift();
          if (failure) return answer(failure, { errors: [{ code: "INTERNAL_SERVER_ERROR", message: "down" }] });
          const messages = JSON.parse(raw) as ReceivedPush[];
          const data = messages.map((m) => {
            if (this.deadAtSend.has(m.to)) {
              return {
                status: "error",
                message: `"${m.to}" is not a registered push notification recipient`,
                details: { error: "DeviceNotRegistered" },
              };
            }
            const ticket = `ticket-${++this.tickets}`;
            this.pushes.push({ ...m, ticket });
            return { status: "ok", id: ticket };
          });
          return answer(200, { data });
        }
        if (req.method === "POST" && req.url === "/--/api/v2/push/getReceipts") {
          const { ids } = JSON.parse(raw) as { ids: string[] };
          this.receiptRequests.push(ids);
          const receipts = Object.fromEntries(
            ids
              .filter((id) => !this.notReady.has(id))
              .map((id) => {
                const push = this.pushes.find((p) => p.ticket === id);
                const error = push ? this.errorAtReceipt.get(push.to) : undefined;
                if (push && error) return [id, { status: "error", message: `"${push.to}" failed`, details: { error } }];
                return [id, { status: "ok" }];
              }),
          );
          return answer(200, { data: receipts });
        }
        answer(404, { errors: [{ code: "NOT_FOUND" }] });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}
