import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { required } from "./lib.ts";

/**
 * The SMS gateway, faked at its HTTP boundary (MSG91's Flow API): it tells `onCode` the code sent to each number
 * before it answers, so a workload signs in the way a person does, with the production server and its real gateway
 * adapter. It runs in the stand-ins' process (stand-ins.ts).
 */
export async function startCodeGateway(onCode: (phone: string, code: string) => void): Promise<{ url: string; close: () => void }> {
  const gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const { recipients } = JSON.parse(body) as { recipients: { mobiles: string; otp: string }[] };
      const recipient = required(recipients[0], "the gateway request's recipient");
      onCode(`+${recipient.mobiles}`, recipient.otp);
      res.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`, close: () => gateway.close() };
}
