import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

// An act sent through a fetcher to a route's clientAction (docs/decisions/0030), for the forms that keep their own
// busy state and answer: several on one page (a document card's upload, details and removal), one in a dialog, or one
// that belongs to another route (the gallery picker of the offering editor, sending to the gallery's action). The
// answer is taken once the page's loaders have been read again, so whatever the form does with it (close, clear,
// say so) happens over the page's new data.

type SubmitTarget = Parameters<ReturnType<typeof useFetcher>["submit"]>[0];
type JsonBody = Exclude<SubmitTarget, HTMLElement | FormData | URLSearchParams | null>;

interface ActFetcherOptions<A> {
  /** The route whose clientAction runs the act, e.g. paths.vendorGallery(). */
  action: string;
  /** Runs once for each answer, after the page was read again. */
  onAnswer?: (answer: A) => void;
}

/**
 * Sends acts to `action` and keeps the latest answer (A) until the next act is sent or it is forgotten; B is what the
 * forms send as JSON (a feature's act table, e.g. GalleryAct).
 */
export function useActFetcher<A, B extends JsonBody = JsonBody>({ action, onAnswer }: ActFetcherOptions<A>) {
  const fetcher = useFetcher<A>();
  const { state } = fetcher;
  // A clientAction's answer reaches the fetcher as it is (nothing is serialized in the browser): SerializeFrom<A> is
  // A itself for the plain answers of the act tables, which TypeScript cannot tell while A is a parameter.
  const data = fetcher.data as A | undefined;
  const handled = useRef<A | undefined>(undefined);
  const [forgotten, setForgotten] = useState<A | undefined>(undefined);
  const settled = state === "idle" && data !== undefined;

  useEffect(() => {
    if (!settled || data === handled.current) return;
    handled.current = data;
    onAnswer?.(data);
  }, [settled, data, onAnswer]);

  return {
    busy: state !== "idle",
    /** The latest answer, once the page is read again; none while an act is on its way. */
    answer: settled && data !== forgotten ? data : undefined,
    /** Hides the latest answer (a dialog opened again starts without the last failure). */
    forget: () => setForgotten(data),
    /** Sends values as JSON. */
    sendJson: (body: B) => fetcher.submit(body, { method: "post", encType: "application/json", action }),
    /** Sends a form with files as multipart form data, the way the API takes them. */
    sendForm: (form: FormData) => fetcher.submit(form, { method: "post", encType: "multipart/form-data", action }),
  };
}
