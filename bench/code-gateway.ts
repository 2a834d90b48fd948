import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { required } from "./lib.ts";

/**
 * The SMS gateway, faked at its HTTP boundary (MSG91's Flow API): it keeps the code sent to each number, so a
 * workload signs in the way a person does, with the production server and its real gateway adapter.
 */
export async function startCodeGateway(): Promise<{ url: string; codes: Map<string, string>; close: () => void }> {
  const codes = new Map<string, string>();
  const gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const { recipients } = JSON.parse(body) as { recipients: { mobiles: string; otp: string }[] };
      const recipient = required(recipients[0], "the gateway request's recipient");
      codes.set(`+${recipient.mobiles}`, recipient.otp);
      res.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`, codes, close: () => gateway.close() };
}
