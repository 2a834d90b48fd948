import { NetworkError } from "@utsav/api-client/shopper";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorView } from "./error-view";
import { OfflineNotice } from "./offline-notice";
import { ScreenSkeleton } from "./skeleton";

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What shows while nothing has loaded yet. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The states of a screen's data (issue "Offline and slow networks"): skeletons while loading; the failure with
 * Try again; and, when the server cannot be reached but the phone kept an earlier answer, that answer under the
 * offline notice.
 */
export function QueryView<T>({ query, skeleton = <ScreenSkeleton />, children }: QueryViewProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.error) return <ErrorView message={query.error.message} onRetry={retry} />;
    return skeleton;
  }
  const offline = query.error instanceof NetworkError;
  return (
    <>
      {offline ? <OfflineNotice onRetry={retry} retrying={query.isFetching} /> : null}
      {children(query.data)}
    </>
  );
}
