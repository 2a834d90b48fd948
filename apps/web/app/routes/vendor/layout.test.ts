import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../lib/api";
import { testProfile } from "../../features/vendors/test-support";
import { loader, shouldRevalidate } from "./layout";

type LoaderArgs = Parameters<typeof loader>[0];

/** The loader at `path`, with the API answering GET /api/vendor/profile with `status` and `body`. */
async function load(path: string, status: number, body: unknown) {
  const api: ApiClient = {
    get: async <T>(url: string) => {
      expect(url).toBe("/api/vendor/profile");
      return { status, body: body as never as T };
    },
    post: async () => {
      throw new Error("no posts");
    },
  } as ApiClient;
  const args = {
    context: { api, origin: "http://localhost" },
    request: new Request(`http://localhost${path}`),
    params: {},
  } as unknown as LoaderArgs;
  try {
    return { value: await loader(args) };
  } catch (thrown) {
    return { thrown };
  }
}

const failure = (errorMessage: string, errorCode: string) => ({ success: false, data: null, errorMessage, errorCode });
const redirectOf = (result: { thrown?: unknown }) =>
  result.thrown instanceof Response ? [result.thrown.status, result.thrown.headers.get("location")] : null;

describe("the vendor layout's loader", () => {
  it("sends a guest to the vendor sign-in", async () => {
    expect(redirectOf(await load("/vendor/offerings", 401, failure("Please sign in to continue", "UNAUTHENTICATED")))).toEqual([
      302,
      "/vendor/login",
    ]);
  });

  it("tells a customer this is the vendor area, with a 403", async () => {
    const { value } = await load("/vendor", 403, failure("This is for vendors", "FORBIDDEN"));
    expect(value).toMatchObject({ data: { kind: "customer" }, init: { status: 403 } });
  });

  it("sends a vendor who has not onboarded to onboarding, and lets them stay there", async () => {
    const notOnboarded = failure("Please complete vendor onboarding first", "NOT_ONBOARDED");
    expect(redirectOf(await load("/vendor", 409, notOnboarded))).toEqual([302, "/vendor/onboarding"]);
    expect((await load("/vendor/onboarding", 409, notOnboarded)).value).toEqual({ kind: "onboarding", profile: null });
  });

  it("gives an onboarded vendor the shell with the profile, and onboarding sends them to the profile", async () => {
    const profile = testProfile();
    const answer = { success: true, data: profile, errorMessage: null };
    expect((await load("/vendor/offerings", 200, answer)).value).toEqual({ kind: "vendor", profile });
    expect(redirectOf(await load("/vendor/onboarding", 200, answer))).toEqual([302, "/vendor/profile"]);
  });

  it("passes any other failure to the error boundary with its status", async () => {
    const { thrown } = await load("/vendor", 500, failure("Something went wrong on our side. Please try again later.", "INTERNAL"));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(500);
  });
});

describe("when the vendor layout reads the profile again", () => {
  /** A move from `from` to `to`, after a write to `formAction` if given; React Router's own answer is `byDefault`. */
  const move = (from: string, to: string, byDefault: boolean, formAction?: string): ShouldRevalidateFunctionArgs => ({
    currentUrl: new URL(`http://localhost${from}`),
    currentParams: {},
    nextUrl: new URL(`http://localhost${to}`),
    nextParams: {},
    defaultShouldRevalidate: byDefault,
    ...(formAction ? { formAction, formMethod: "POST" as const } : {}),
  });

  it("reads it on every page change, so the shell's banner follows what other screens changed", () => {
    expect(shouldRevalidate(move("/vendor/kyc", "/vendor/offerings", false))).toBe(true);
    expect(shouldRevalidate(move("/vendor/offerings", "/vendor/offerings?page=2", false))).toBe(false);
  });

  it("reads it after a write, as React Router would", () => {
    expect(shouldRevalidate(move("/vendor/profile", "/vendor/profile", true, "/vendor/profile"))).toBe(true);
  });

  it("does not read it at onboarding after the business is made: the form moves on to the profile with its confirmation", () => {
    expect(shouldRevalidate(move("/vendor/onboarding", "/vendor/onboarding", true, "/vendor/onboarding"))).toBe(false);
  });
});
