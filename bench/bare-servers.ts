import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";

// The yardsticks the benchmarks measure the server against, in a process of their own (so that they do not share a
// CPU with the load generator): a bare node:http server and a bare Fastify route, each answering the JSON body given
// as the first argument. Prints their addresses as one line of JSON.

const body = process.argv[2] ?? '{"ok":true}';

const http = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(body);
});
await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));

const fastify = Fastify({ logger: false });
fastify.get("/", async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await fastify.listen({ host: "127.0.0.1", port: 0 });

const port = (address: AddressInfo | string | null) => (address as AddressInfo).port;
console.log(
  JSON.stringify({ http: `http://127.0.0.1:${port(http.address())}/`, fastify: `http://127.0.0.1:${port(fastify.server.address())}/` }),
);
