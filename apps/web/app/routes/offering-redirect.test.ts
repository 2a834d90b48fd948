import { describe, expect, it } from "vitest";
import { makeOfferingDetail } from "../features/catalogue/offering-detail/test-offering";
import { loader } from "./offering";

// decision 0022: a renamed offering's old address answers with a permanent redirect to the current one.

type LoaderArgs = Parameters<typeof loader>[0];

function argsFor(slug: string, offering = makeOfferingDetail({ offeringSlug: "jasmine-and-rose-garland-vnd1" })): LoaderArgs {
  const answers: Record<string, unknown> = {
    [`/api/offerings/${slug}`]: { offering },
    "/api/location": { locality: null, unservedOfferingIds: [] },
  };
  const api = {
    get: async (path: string) => ({ status: 200, body: { success: true, data: answers[path], errorMessage: null } }),
    post: async () => ({ status: 405, body: { success: false, data: null, errorMessage: "no" } }),
  };
  return { params: { slug }, context: { api, origin: "https://utsav.example", nonce: "" } } as unknown as LoaderArgs;
}

describe("the offering page's old addresses", () => {
  it("redirects an old slug with 301 to the offering's current slug", async () => {
    const thrown = await loader(argsFor("jasmine-door-garland-vnd1")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("location")).toBe("/offerings/jasmine-and-rose-garland-vnd1");
  });

  it("answers the current slug with the page", async () => {
    const data = await loader(argsFor("jasmine-and-rose-garland-vnd1"));
    expect(data.offering.offeringSlug).toBe("jasmine-and-rose-garland-vnd1");
    expect(data.serviceability).toBeNull();
  });
});
