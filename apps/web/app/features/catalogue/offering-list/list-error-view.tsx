import { isRouteErrorResponse } from "react-router";
import { MESSAGES } from "@utsav/domain/client";
import { NotFoundView } from "../../../shared/ui/not-found-view";

/** A collection or widget list that failed to load: 'Collection not found' for a 404 (application §8). */
export function ListErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView message={typeof error.data === "string" && error.data ? error.data : MESSAGES.collectionNotFound} />;
  }
  return (
    <div className="container" style={{ padding: "64px 16px" }}>
      <h1 className="page-title">We could not load these offerings</h1>
      <p className="muted" style={{ marginTop: 12 }}>
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MESSAGES.internalError}
      </p>
    </div>
  );
}
