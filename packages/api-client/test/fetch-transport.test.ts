import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { fetchTransport, getHome, NetworkError, send, submitBooking, thrownMessage, uploadProfileImage, verifyOtp } from "../src/index.ts";
import type { FetchTransportOptions } from "../src/index.ts";
import { closedOrigin, failure, startApiServer, success } from "./api-server.ts";
import type { Answer, Received } from "./api-server.ts";

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A server answering `answer`, and a transport pointed at it. */
async function serve(answer: (request: Received) => Answer, options: FetchTransportOptions = {}) {
  server = await startApiServer(answer);
  return { api: fetchTransport({ baseUrl: server.origin, ...options }), received: server.received };
}

describe("the envelope (application §7)", () => {
  it("gives the data of a success", async () => {
    const { api } = await serve(() => success({ title: "Home", widgets: [] }));
    expect(await send(api, { method: "GET", path: "/api/home" })).toEqual({ ok: true, data: { title: "Home", widgets: [] } });
  });

  it("returns a failure with its status, errorMessage and errorCode rather than throwing", async () => {
    const { api } = await serve(() => failure(409, "Please complete vendor onboarding first", "NOT_ONBOARDED"));
    expect(await send(api, { method: "GET", path: "/api/vendor/profile" })).toEqual({
      ok: false,
      status: 409,
      errorMessage: "Please complete vendor onboarding first",
      errorCode: "NOT_ONBOARDED",
    });
  });

  it("reads a reply that is not an envelope, or has an empty message, as a failure without a message", async () => {
    const { api } = await serve((request) =>
      request.url === "/api/proxy" ? { status: 502, text: "<h1>Bad gateway</h1>" } : failure(500, ""),
    );
    expect(await send(api, { method: "GET", path: "/api/proxy" })).toEqual({ ok: false, status: 502, errorMessage: null, errorCode: null });
    expect(await send(api, { method: "GET", path: "/api/empty" })).toEqual({ ok: false, status: 500, errorMessage: null, errorCode: null });
  });

  it("is a success only with a 2xx status and success true", async () => {
    const { api } = await serve((request) =>
      request.url === "/api/odd"
        ? { status: 200, json: { success: false, data: null, errorMessage: "Not yet" } }
        : { status: 404, json: { success: true, data: 1 } },
    );
    expect(await send(api, { method: "GET", path: "/api/odd" })).toEqual({
      ok: false,
      status: 200,
      errorMessage: "Not yet",
      errorCode: null,
    });
    expect(await send(api, { method: "GET", path: "/api/other" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("a server that cannot be reached (application §8)", () => {
  it("throws the network message, which thrownMessage shows", async () => {
    const api = fetchTransport({ baseUrl: await closedOrigin() });
    const thrown = await getHome(api).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(NetworkError);
    expect((thrown as NetworkError).message).toBe(MESSAGES.networkError);
    expect(thrownMessage(thrown, "fallback")).toBe("Network error. Please try again.");
    expect(thrownMessage("not an error", MESSAGES.otpInvalid)).toBe(MESSAGES.otpInvalid);
  });

  it("gives up after the call's time-out (application §9), as the same network failure", async () => {
    const { api } = await serve(() => "never");
    const started = Date.now();
    const thrown = await send(api, { method: "POST", path: "/api/auth/consumer/otp/verify", body: {}, timeoutMs: 150 }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(NetworkError);
    expect((thrown as NetworkError).message).toBe(MESSAGES.networkError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stops when the caller aborts, before the time-out", async () => {
    const { api } = await serve(() => "never");
    const controller = new AbortController();
    const call = send(api, { method: "GET", path: "/api/search", timeoutMs: 60_000, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    setTimeout(() => controller.abort(), 20);
    expect(await call).toBeInstanceOf(NetworkError);
  });
});

describe("the session: the browser's cookie or the native app's bearer token", () => {
  it("sends a cookie client's calls with same-origin credentials and no token", async () => {
    const credentials: (RequestCredentials | undefined)[] = [];
    const { api, received } = await serve(() => success({ loggedOut: true }), {
      fetch: (input, init) => {
        credentials.push(init?.credentials);
        return fetch(input, init);
      },
    });
    await send(api, { method: "POST", path: "/api/auth/consumer/logout" });
    expect(credentials).toEqual(["same-origin"]);
    expect(received[0]!.headers.authorization).toBeUndefined();
    expect(received[0]!.headers["x-session-transport"]).toBeUndefined();
  });

  it("sends a bearer client's token with every call, read afresh each time, and no cookie credentials", async () => {
    let token: string | null = null;
    const credentials: (RequestCredentials | undefined)[] = [];
    const { api, received } = await serve(() => success({ userId: "usr_1", isNewUser: false, token: "tok_new" }), {
      bearerToken: async () => token,
      fetch: (input, init) => {
        credentials.push(init?.credentials);
        return fetch(input, init);
      },
    });
    const signedIn = await verifyOtp(api, "consumer", { phoneNumber: "9876543210", otp: "123456" });
    expect(signedIn).toEqual({ ok: true, data: { userId: "usr_1", isNewUser: false, token: "tok_new" } });
    token = signedIn.ok ? signedIn.data.token! : null;
    await getHome(api);
    expect(received.map((r) => [r.headers.authorization, r.headers["x-session-transport"]])).toEqual([
      [undefined, "bearer"],
      ["Bearer tok_new", "bearer"],
    ]);
    expect(credentials).toEqual(["omit", "omit"]);
  });
});

describe("what a call sends", () => {
  it("joins the base URL and the API path, with or without a trailing slash or a path of its own", async () => {
    const { received } = await serve(() => success({}));
    await getHome(fetchTransport({ baseUrl: `${server!.origin}/` }), { section: "gifts" });
    await getHome(fetchTransport({ baseUrl: `${server!.origin}/edge/` }));
    expect(received.map((r) => r.url)).toEqual(["/api/home?section=gifts", "/edge/api/home"]);
  });

  it("sends JSON bodies as JSON with the call's own headers", async () => {
    const { api, received } = await serve(() => success({ bookingId: "bk_1", status: "received" }));
    const booking = { offeringId: "DGP1", vendorName: "Deepam", offeringName: "Hamper", bookingData: { name: "Asha" } };
    expect(await submitBooking(api, booking, "key-12345678")).toEqual({ ok: true, data: { bookingId: "bk_1", status: "received" } });
    const [request] = received;
    expect([request!.method, request!.url, request!.headers["content-type"], request!.headers["idempotency-key"]]).toEqual([
      "POST",
      "/api/public/booking",
      "application/json",
      "key-12345678",
    ]);
    expect(JSON.parse(request!.body)).toEqual(booking);
  });

  it("sends an upload as multipart form data", async () => {
    const { api, received } = await serve(() => success({ profileImage: "/media/profile/x.webp", files: [] }));
    await uploadProfileImage(api, new File(["picture"], "me.png", { type: "image/png" }));
    expect(received[0]!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('name="fileType"');
    expect(received[0]!.body).toContain('filename="me.png"');
  });
});
