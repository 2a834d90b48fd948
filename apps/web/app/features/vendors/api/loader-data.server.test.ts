import { describe, expect, it } from "vitest";
import { getGallery } from "@utsav/api-client/vendor/gallery/get-gallery";
import { getGalleryConfig } from "@utsav/api-client/vendor/gallery/get-gallery-config";
import { getKyc } from "@utsav/api-client/vendor/kyc/get-kyc";
import type { ApiClient } from "../../../lib/api";
import { optionalVendorData, vendorPageData } from "./loader-data.server";

/** The in-process API answering every GET with `status` and `body`. */
const apiAnswering = (status: number, body: unknown) =>
  ({
    get: async () => ({ status, body }),
    post: async () => {
      throw new Error("no posts");
    },
  }) as unknown as ApiClient;

const failure = (errorMessage: string, errorCode: string) => ({ success: false, data: null, errorMessage, errorCode });

describe("vendorPageData: a page's data read on the server (gallery, KYC)", () => {
  it("gives the data, so the page renders with it", async () => {
    expect(await vendorPageData(apiAnswering(200, { success: true, data: { images: [] }, errorMessage: null }), getGallery)).toEqual({
      images: [],
    });
  });

  it("leaves a guest, a customer and a vendor still to onboard to the layout's loader", async () => {
    expect(await vendorPageData(apiAnswering(401, failure("Please sign in to continue", "UNAUTHENTICATED")), getKyc)).toBeNull();
    expect(await vendorPageData(apiAnswering(403, failure("This is for vendors", "FORBIDDEN")), getKyc)).toBeNull();
    expect(await vendorPageData(apiAnswering(409, failure("Please complete vendor onboarding first", "NOT_ONBOARDED")), getKyc)).toBeNull();
  });

  it("makes any other failure the page's error, with the API's status and message", async () => {
    const thrown = await vendorPageData(apiAnswering(500, failure("Failed to fetch gallery", "INTERNAL")), getGallery).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect([(thrown as Response).status, (thrown as Response).statusText]).toEqual([500, "Failed to fetch gallery"]);
  });
});

describe("optionalVendorData: data a page can do without (the limits, the document types)", () => {
  it("gives the data, or null on any failure", async () => {
    expect(
      await optionalVendorData(apiAnswering(200, { success: true, data: { maxImages: 30 }, errorMessage: null }), getGalleryConfig),
    ).toEqual({ maxImages: 30 });
    expect(await optionalVendorData(apiAnswering(500, failure("Failed", "INTERNAL")), getGalleryConfig)).toBeNull();
  });
});
