import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";

// The yardsticks the benchmarks measure the server against, in a process of their own (so that they do not share a
// CPU with the load generator): a bare node:http server and a bare Fastify route, each answering the JSON body given
// as the first argument. The node:http server also answers the bytes of each file named after it, at /same/0,
// /same/1…: the same bytes as one of the server's answers. Prints their addresses as one line of JSON.

const [body = '{"ok":true}', ...files] = process.argv.slice(2);
const same = files.map((file) => readFileSync(file));

const http = createServer((req, res) => {
  // The yardstick's own path first, so that answering it costs what a bare server's answer costs.
  const answer = req.url === "/" ? body : same[Number(req.url?.slice("/same/".length))];
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(answer ?? body);
});
await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));

const fastify = Fastify({ logger: false });
fastify.get("/", async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await fastify.listen({ host: "127.0.0.1", port: 0 });

const port = (address: AddressInfo | string | null) => (address as AddressInfo).port;
console.log(
  JSON.stringify({
    http: `http://127.0.0.1:${port(http.address())}/`,
    fastify: `http://127.0.0.1:${port(fastify.server.address())}/`,
    same: same.map((_, i) => `http://127.0.0.1:${port(http.address())}/same/${i}`),
  }),
);
