import { VENDOR_SIGN_IN_COPY, VENDOR_WEB_LINK_COPY } from "@utsav/domain/client";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { VendorPanel } from "./vendor-sign-in-page";

/**
 * /vendor/continue when the app's one-time link did not open (docs/decisions/0072): used before, older than a minute,
 * or not from the app. Says so, and offers the vendors' sign-in.
 */
export function ContinueFailedPage() {
  return (
    <VendorPanel id="vendor-continue-title" title={VENDOR_WEB_LINK_COPY.failedTitle} lead={VENDOR_WEB_LINK_COPY.failedBody}>
      <p>
        <Link to={paths.vendorLogin()} className="btn btn-primary">
          {VENDOR_SIGN_IN_COPY.title}
        </Link>
      </p>
    </VendorPanel>
  );
}
