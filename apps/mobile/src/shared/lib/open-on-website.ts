import { thrownMessage } from "@utsav/api-client/shopper";
import { validating } from "@utsav/api-client/shopper-validate";
import { createVendorWebLink } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { VENDOR_WEB_LINK_COPY } from "@utsav/domain/vendor-app";
import * as WebBrowser from "expo-web-browser";
import { serverUrl } from "../../api/api-provider";
import type { Api } from "../../api/api-provider";

const linkChecked = validating(createVendorWebLink, vendorResponseSchemas.createVendorWebLink);

export type OpenOnWebsiteResult = { ok: true } | { ok: false; message: string };

/**
 * Opens a page of the web's vendor area (`next`, one of pagePaths' vendor pages: profile, offerings, gallery,
 * documents…) in the in-app browser, signed in as the vendor (docs/decisions/0072). The server mints a one-time link
 * (POST /api/auth/vendor/web-link, valid 60 s) whose code the site redeems for a cookie session; the app's bearer token
 * never travels in an address. The answer's address is checked to be the site's own /vendor/continue page and is
 * opened on the app's server (OWASP ASVS 5.0 V7.2, V3.4).
 */
export async function openOnWebsite(api: Api, next: string): Promise<OpenOnWebsiteResult> {
  try {
    const result = await linkChecked(api.transport, { next });
    if (!result.ok) return { ok: false, message: result.errorMessage ?? VENDOR_WEB_LINK_COPY.openFailed };
    await WebBrowser.openBrowserAsync(serverUrl(api.baseUrl, result.data.url), { dismissButtonStyle: "close" });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: thrownMessage(error, VENDOR_WEB_LINK_COPY.openFailed) };
  }
}
