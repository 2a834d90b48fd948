import { z } from "zod";
import { workPagePaths as page } from "../shared/work-page-paths.ts";
import { isVendorWebLinkPage, VENDOR_WEB_LINK_COPY } from "./vendor-web-link.ts";

// The app's one-time links to the web's vendor pages (docs/decisions/0072): the calls' zod schemas.

/** POST /api/auth/vendor/web-link: the page of the web's vendor area to open. */
export const vendorWebLinkRequestSchema = z
  .object({ next: z.string().max(200).refine(isVendorWebLinkPage, VENDOR_WEB_LINK_COPY.nextNotAllowed) })
  .strict();
export type VendorWebLinkRequest = z.input<typeof vendorWebLinkRequestSchema>;

/** The site's address that redeems the code: /vendor/continue?code=… (a same-site path). */
export const vendorWebLinkSchema = z.object({ url: z.string().startsWith(page.vendorContinue("")) });
export type VendorWebLink = z.infer<typeof vendorWebLinkSchema>;

/** POST /api/auth/vendor/web-link/redeem: the one-time code from the link. */
export const vendorWebLinkRedeemSchema = z
  .object({
    code: z
      .string()
      .max(43, VENDOR_WEB_LINK_COPY.codeRefused)
      .regex(/^[A-Za-z0-9_-]{43}$/, VENDOR_WEB_LINK_COPY.codeRefused),
  })
  .strict();

/** The code redeemed: the new cookie session has started; `next` is the page to go to. */
export const vendorWebLinkRedeemedSchema = z.object({ next: z.string().refine(isVendorWebLinkPage) });
export type VendorWebLinkRedeemed = z.infer<typeof vendorWebLinkRedeemedSchema>;
