import { useLocation, useNavigate, useNavigation } from "react-router";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";

// A list the API pages with an opaque cursor, newest first (the vendor's bookings and leads), read by the route's
// loader (docs/decisions/0030). "Load more" puts the next page's cursor in the address (?cursor=) and the loader reads
// every page from the first up to that one: the list grows in place as it did when the browser held the pages, and a
// reload or a way back shows the same list, rendered with the page. The loader cannot start at the cursor, which names
// only the last page: the pages before it would be lost.

/** The parameter of the address that names the last page shown. */
const CURSOR = "cursor";

/**
 * The most pages one read walks. The cursors are the rows' own (paging.ts in the API), so when a row is added above
 * them or leaves the filter, the walk no longer meets the cursor of the address; it then stops here, with "Load more"
 * still offered, rather than read the whole list.
 */
export const MOST_PAGES = 10;

/** The cursor of the last page shown, from the address; none for the first page. */
export function cursorIn(params: URLSearchParams): string | undefined {
  return params.get(CURSOR) || undefined;
}

/** A page of a list, as the API answers it. */
export interface CursorPage {
  nextCursor: string | null;
}

/** The rows of every page read, and the cursor of the page after them (null at the end of the list). */
export interface PagesRead<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Reads the pages from the first up to the one `last` names (the first alone without it), and joins their rows; a page
 * that fails is the answer. A loader call, to run through vendorPageData like any other.
 */
export async function pagesUpTo<P extends CursorPage, T>(
  read: (cursor: string | undefined) => Promise<EnvelopeResult<P>>,
  last: string | undefined,
  rows: (page: P) => T[],
): Promise<EnvelopeResult<PagesRead<T>>> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let count = 1; ; count += 1) {
    const result = await read(cursor);
    if (!result.ok) return result;
    items.push(...rows(result.data));
    const next = result.data.nextCursor;
    if (cursor === last || !next || count >= MOST_PAGES) return { ok: true, data: { items, nextCursor: next } };
    cursor = next;
  }
}

/**
 * The "Load more" of a list read by pagesUpTo: the address with the next cursor, replaced rather than added to the
 * history (Back leaves the list, as before the address held the pages) and without scrolling to the top.
 */
export function useLoadMore(nextCursor: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useNavigation().state === "loading";
  const more = (cursor: string) => {
    const params = new URLSearchParams(location.search);
    params.set(CURSOR, cursor);
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
  };
  return { loadMore: nextCursor ? () => more(nextCursor) : null, loading };
}
