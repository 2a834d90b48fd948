import { describe, expect, it } from "vitest";
import { getOperatorVendor } from "@utsav/api-client/operator/get-operator-vendor";
import { apiData, apiErrorResponse, safeStatusText } from "./api";
import type { ApiClient } from "./api";

// A hostile id ends up in the API's message ("Vendor not found: <id>"); the page must still answer the API's status.
const answering = (status: number, errorMessage: string): ApiClient => ({
  get: () => Promise.resolve({ status, body: { success: false, data: null, errorMessage } }),
  post: () => Promise.reject(new Error("not used")),
});

describe("apiData's error for the route's boundary", () => {
  it.each([
    ["an emoji", "Vendor not found: 🎉🎉"],
    ["CR/LF", "Vendor not found: a\r\nSet-Cookie: x=1"],
    ["a NUL and a tab", "Vendor not found: a\u0000b\tc"],
    ["Kannada", "Vendor not found: ಉತ್ಸವ"],
  ])("keeps the status and the whole message when the message holds %s", async (_, message) => {
    const thrown: unknown = await apiData(answering(404, message), (api) => getOperatorVendor(api, "x")).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(message);
    expect([...response.statusText].filter((c) => c < " ")).toEqual([]);
    expect(response.statusText.startsWith("Vendor not found:")).toBe(true);
  });

  it("answers 500 for a status that is not an error, and keeps plain messages as they are", () => {
    expect(apiErrorResponse(200, "Odd").status).toBe(500);
    expect(safeStatusText("Offering not found: DGP9")).toBe("Offering not found: DGP9");
    expect(safeStatusText("x".repeat(500))).toHaveLength(200);
  });
});
