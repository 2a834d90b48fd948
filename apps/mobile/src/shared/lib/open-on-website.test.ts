import { fetchTransport } from "@utsav/api-client/shopper";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { pagePaths } from "@utsav/domain/shopper";
import { VENDOR_WEB_LINK_COPY } from "@utsav/domain/vendor-app";
import * as WebBrowser from "expo-web-browser";
import { ok } from "../../../test/fixtures/catalogue";
import { API_BASE, createFakeApi, failure } from "../../../test/fake-api";
import { openOnWebsite } from "./open-on-website";

// The web's vendor pages opened signed in (docs/decisions/0072): a one-time link from the server, never the token.

const CODE = "q3Vb8m0dKx7YtR2nWf5LcZp9HsJe4UaGi1oNyTlPwQk";

function signedInVendor() {
  const fake = createFakeApi();
  const api = { baseUrl: API_BASE, transport: fetchTransport({ baseUrl: API_BASE, bearerToken: () => "kept-token", fetch: fake.fetch }) };
  return { fake, api };
}

describe("openOnWebsite", () => {
  it("asks for a one-time link to the page with the bearer token and opens the site's continue page", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });
    const { fake, api } = signedInVendor();
    fake.on("POST /api/auth/vendor/web-link", ok(vendorResponseSchemas.createVendorWebLink, { url: pagePaths.vendorContinue(CODE) }));

    await expect(openOnWebsite(api, pagePaths.vendorGallery())).resolves.toEqual({ ok: true });

    const [request] = fake.calls("POST /api/auth/vendor/web-link");
    expect(request?.body).toEqual({ next: "/vendor/gallery" });
    expect(request?.headers.authorization).toBe("Bearer kept-token");
    expect(open).toHaveBeenCalledWith(`${API_BASE}/vendor/continue?code=${CODE}`, expect.any(Object));
    // The token never travels in the address the browser opens.
    expect(open.mock.calls[0]?.[0]).not.toContain("kept-token");
  });

  it("opens nothing and says why when the server refuses", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync");
    const { fake, api } = signedInVendor();
    fake.on("POST /api/auth/vendor/web-link", failure(400, VENDOR_WEB_LINK_COPY.nextNotAllowed));
    await expect(openOnWebsite(api, "/ops")).resolves.toEqual({ ok: false, message: VENDOR_WEB_LINK_COPY.nextNotAllowed });
    expect(open).not.toHaveBeenCalled();
  });

  it("opens nothing when the answer is not the site's own continue page", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync");
    const { fake, api } = signedInVendor();
    fake.on("POST /api/auth/vendor/web-link", { body: { success: true, data: { url: "https://evil.example/x" }, errorMessage: null } });
    await expect(openOnWebsite(api, pagePaths.vendorGallery())).resolves.toEqual({ ok: false, message: VENDOR_WEB_LINK_COPY.openFailed });
    expect(open).not.toHaveBeenCalled();
  });

  it("says the network's words when offline, and the fallback when no browser opens", async () => {
    const { fake, api } = signedInVendor();
    fake.on("POST /api/auth/vendor/web-link", "offline");
    const offline = await openOnWebsite(api, pagePaths.vendorKyc());
    expect(offline.ok).toBe(false);

    fake.on("POST /api/auth/vendor/web-link", ok(vendorResponseSchemas.createVendorWebLink, { url: pagePaths.vendorContinue(CODE) }));
    jest.spyOn(WebBrowser, "openBrowserAsync").mockRejectedValue(new Error(""));
    await expect(openOnWebsite(api, pagePaths.vendorKyc())).resolves.toEqual({ ok: false, message: VENDOR_WEB_LINK_COPY.openFailed });
  });
});
