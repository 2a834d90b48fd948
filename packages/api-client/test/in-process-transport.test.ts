import { describe, expect, it } from "vitest";
import {
  ApiError,
  apiPaths,
  dataOrThrow,
  getCollection,
  getSession,
  inProcessTransport,
  searchOfferings,
  updateConsumer,
  vendorApiPaths,
} from "../src/index.ts";
import type { InProcessApi } from "../src/index.ts";

/** The API of the same process as the web server hands it over, answering with `status` and `body` and noting the calls. */
function inProcessApi(status: number, body: unknown) {
  const calls: [string, string, unknown?][] = [];
  const api: InProcessApi = {
    get: async (path) => {
      calls.push(["GET", path]);
      return { status, body };
    },
    post: async (path, sent) => {
      calls.push(["POST", path, sent]);
      return { status, body };
    },
  };
  return { api, calls };
}

describe("the in-process transport of the web server's loaders", () => {
  it("runs reads and JSON posts through the API of the same process, with the same envelope reading", async () => {
    const { api, calls } = inProcessApi(200, {
      success: true,
      data: { isAuthenticated: false, userId: null, userType: null, isNewUser: false },
      errorMessage: null,
    });
    const transport = inProcessTransport(api);
    expect(await getSession(transport)).toEqual({
      ok: true,
      data: { isAuthenticated: false, userId: null, userType: null, isNewUser: false },
    });
    await searchOfferings(transport, { query: "hamper", offset: 0 });
    expect(calls).toEqual([
      ["GET", "/api/auth/session"],
      ["POST", "/api/search", { query: "hamper", offset: 0 }],
    ]);
  });

  it("returns the API's failure as a failure", async () => {
    const { api } = inProcessApi(404, { success: false, data: null, errorMessage: "Collection not found", errorCode: "NOT_FOUND" });
    expect(await getCollection(inProcessTransport(api), "nothing-here")).toEqual({
      ok: false,
      status: 404,
      errorMessage: "Collection not found",
      errorCode: "NOT_FOUND",
    });
  });

  it("passes on the seconds a 429 asks to wait, and only a positive whole number of them", async () => {
    const limited = {
      success: false,
      data: null,
      errorMessage: "Please wait before requesting a new code",
      errorCode: "OTP_RESEND_TOO_SOON",
    };
    const waited = await getSession(inProcessTransport(inProcessApi(429, { ...limited, retryAfterSeconds: 42 }).api));
    expect(waited).toEqual({
      ok: false,
      status: 429,
      errorMessage: limited.errorMessage,
      errorCode: limited.errorCode,
      retryAfterSeconds: 42,
    });
    for (const odd of [0, -3, 1.5, "42"]) {
      const result = await getSession(inProcessTransport(inProcessApi(429, { ...limited, retryAfterSeconds: odd }).api));
      expect(result).not.toHaveProperty("retryAfterSeconds");
    }
  });

  it("refuses what loaders never send, rather than dropping it", async () => {
    const { api, calls } = inProcessApi(200, {});
    await expect(updateConsumer(inProcessTransport(api), { fullName: "Asha" })).rejects.toThrow("not PUT /api/consumer");
    expect(calls).toEqual([]);
  });
});

describe("dataOrThrow: a failure thrown, for query libraries", () => {
  it("gives the data of a success", async () => {
    expect(await dataOrThrow(Promise.resolve({ ok: true as const, data: 7 }), "fallback")).toBe(7);
  });

  it("throws the server's message, else the fallback, with the status and errorCode", async () => {
    const withMessage = await dataOrThrow(
      { ok: false, status: 409, errorMessage: "Business name is taken", errorCode: "CONFLICT" },
      "Onboarding failed",
    ).catch((e: unknown) => e);
    expect(withMessage).toBeInstanceOf(ApiError);
    expect([(withMessage as ApiError).message, (withMessage as ApiError).status, (withMessage as ApiError).errorCode]).toEqual([
      "Business name is taken",
      409,
      "CONFLICT",
    ]);
    const without = await dataOrThrow({ ok: false, status: 502, errorMessage: null, errorCode: null }, "Onboarding failed").catch(
      (e: unknown) => e,
    );
    expect((without as ApiError).message).toBe("Onboarding failed");
  });
});

describe("apiPaths and vendorApiPaths", () => {
  it("builds each path once, with only the query values that are set, and escapes what a user typed", () => {
    expect(apiPaths.home()).toBe("/api/home");
    expect(apiPaths.home("decor")).toBe("/api/home?section=decor");
    expect(apiPaths.offerings()).toBe("/api/offerings");
    expect(apiPaths.offerings({ limit: 100, offset: 0 })).toBe("/api/offerings?limit=100&offset=0");
    expect(apiPaths.collection("curated-sweets", { limit: 1 })).toBe("/api/collections/curated-sweets?limit=1");
    expect(apiPaths.offering("a/b c")).toBe("/api/offerings/a%2Fb%20c");
    expect(vendorApiPaths.offeringStatus("vo 1")).toBe("/api/vendor/offering/vo%201/status");
  });
});
