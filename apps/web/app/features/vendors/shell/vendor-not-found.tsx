import { isRouteErrorResponse, useRouteError } from "react-router";
import { MESSAGES } from "@utsav/domain/client";
import { NotFoundView } from "../../../shared/ui/not-found-view";
import { LoadError } from "../../../shared/ui/vendor-area/page-header";

/** A vendor page's error boundary: the 404 view for what does not exist (an unknown section or offering), else the error. */
export function VendorNotFound() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView message={typeof error.data === "string" && error.data ? error.data : undefined} />;
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MESSAGES.bookingThrown;
  return <LoadError message={message} onRetry={() => window.location.reload()} />;
}
