import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggingOptions, registerRequestLog } from "../src/platform/request-log.ts";

// A request's own logger is made only when the request writes a line at a level that is written (decision 26); the
// lines are the ones pino's child logger of the request would write.

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify(loggingOptions(level, { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) }));
  registerRequestLog(app);
  app.get("/quiet", async () => ({ ok: true }));
  app.get("/chatty", async (request) => {
    request.log.info({ step: 1 }, "looked something up");
    request.log.child({ part: "detail" }).warn("a detail");
    request.log.debug("not written at info");
    return { ok: true };
  });
  app.get("/verbose", async (request) => {
    request.log.level = "debug";
    request.log.debug("written once this request asked for debug");
    return { level: request.log.level };
  });
  app.get("/failing", async () => {
    throw new Error("broken");
  });
  await app.ready();
  return { app, lines };
}

describe("request logging", () => {
  it("binds the request id to the lines a request writes itself, and to its request line", async () => {
    const { app, lines } = await appLoggingAt("info");
    const response = await app.inject({ method: "GET", url: "/chatty", headers: { "x-request-id": "trace-7" } });
    expect(response.headers["x-request-id"]).toBe("trace-7");
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, reqId: "trace-7", step: 1, msg: "looked something up" }),
      expect.objectContaining({ level: 40, reqId: "trace-7", part: "detail", msg: "a detail" }),
      expect.objectContaining({ level: 30, reqId: "trace-7", method: "GET", url: "/chatty", statusCode: 200, msg: "request completed" }),
    ]);
    await app.close();
  });

  it("lets a request raise its own logger's level, and only its own", async () => {
    const { app, lines } = await appLoggingAt("info");
    const verbose = await app.inject({ method: "GET", url: "/verbose", headers: { "x-request-id": "trace-10" } });
    expect(verbose.json()).toEqual({ level: "debug" });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 20, reqId: "trace-10", msg: "written once this request asked for debug" }),
    );
    expect(app.log.level).toBe("info");
    await app.inject({ method: "GET", url: "/chatty" });
    expect(lines.filter((line) => line.msg === "not written at info")).toEqual([]);
    await app.close();
  });

  it("writes a failed request's error with its id, then its request line", async () => {
    const { app, lines } = await appLoggingAt("info");
    await app.inject({ method: "GET", url: "/failing", headers: { "x-request-id": "trace-8" } });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, reqId: "trace-8", err: expect.objectContaining({ message: "broken" }) }),
      expect.objectContaining({ level: 30, reqId: "trace-8", url: "/failing", statusCode: 500, msg: "request completed" }),
    ]);
    await app.close();
  });

  it("writes nothing below its level, and a request that writes nothing makes no logger of its own", async () => {
    const { app, lines } = await appLoggingAt("warn");
    await app.inject({ method: "GET", url: "/chatty", headers: { "x-request-id": "trace-9" } });
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: "trace-9", part: "detail", msg: "a detail" })]);

    let made = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => {
      made++;
      return child(...args);
    };
    const quiet = await app.inject({ method: "GET", url: "/quiet" });
    expect(quiet.statusCode).toBe(200);
    expect(made).toBe(0);
    await app.close();
  });

  it("answers as usual when silent, writing nothing", async () => {
    const { app, lines } = await appLoggingAt("silent");
    expect((await app.inject({ method: "GET", url: "/chatty" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/failing" })).statusCode).toBe(500);
    expect(lines).toEqual([]);
    await app.close();
  });
});
