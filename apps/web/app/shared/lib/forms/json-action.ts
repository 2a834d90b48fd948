import { useSubmit } from "react-router";

// How a checked form reaches its route (docs/decisions/0030): the values go as JSON to the route's clientAction, which
// calls the API from the browser (so the API's own checks, rate limits and audit log see the person) and answers what
// the page shows; React Router then reads the page's loaders again.

type JsonBody = Exclude<Parameters<ReturnType<typeof useSubmit>>[0], HTMLElement | FormData | URLSearchParams | null>;

/** Sends a form's checked values to the route's clientAction (or `action`'s) as JSON; resolves once the page is read again. */
export function useSubmitJson() {
  const submit = useSubmit();
  return (body: JsonBody, { action }: { action?: string } = {}) => submit(body, { method: "post", encType: "application/json", action });
}

/** What a clientAction reads of the JSON it was sent: text and lists of text, missing or mistyped ones empty. */
export interface SubmittedBody {
  text(name: string): string;
  list(name: string): string[];
}

/** Reads the body a form sent with useSubmitJson; anything but a JSON object reads as empty. */
export async function submittedBody(request: Request): Promise<SubmittedBody> {
  const parsed: unknown = await request.json().catch(() => null);
  const body: Record<string, unknown> = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
  return {
    text: (name) => {
      const value = body[name];
      return typeof value === "string" ? value : "";
    },
    list: (name) => {
      const value = body[name];
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
    },
  };
}
