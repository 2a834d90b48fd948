import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { MESSAGES } from "@utsav/domain/client";
import { NotFoundView } from "../../../shared/ui/not-found-view";
import { LoadError } from "../../../shared/ui/vendor-area/page-header";

/** A 404 answered by a loader, with the API's message when it gave one. */
function notFoundMessage(error: unknown): string | undefined | false {
  if (!isRouteErrorResponse(error) || error.status !== 404) return false;
  return typeof error.data === "string" && error.data ? error.data : undefined;
}

/** A vendor page's error boundary: the 404 view for what does not exist (an unknown section or offering), else the error. */
export function VendorNotFound() {
  const error = useRouteError();
  const notFound = notFoundMessage(error);
  if (notFound !== false) return <NotFoundView message={notFound} />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MESSAGES.bookingThrown;
  return <LoadError message={message} onRetry={() => window.location.reload()} />;
}

/**
 * The error boundary of a vendor page whose loader reads its data (docs/decisions/0030): the page's header, then the
 * API's message (vendorPageData puts it in the answer) and Try again, which reads the page's loaders again. What does
 * not exist is the 404 view.
 */
export function VendorPageError({ header }: { header: React.ReactNode }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = notFoundMessage(error);
  if (notFound !== false) return <NotFoundView message={notFound} />;
  const answered = isRouteErrorResponse(error) ? (typeof error.data === "string" && error.data) || error.statusText : "";
  return (
    <>
      {header}
      <LoadError message={answered || MESSAGES.internalError} onRetry={() => void revalidator.revalidate()} />
    </>
  );
}
