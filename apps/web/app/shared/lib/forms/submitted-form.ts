import { submittedBody } from "./json-action";
import type { SubmittedBody } from "./json-action";

// What a clientAction reads when its forms send files (docs/decisions/0030): a form with a file goes as multipart form
// data, the way the API takes it, and the others of the same route as JSON (useSubmitJson, a fetcher's JSON). The
// action reads both the same way, and forwards the files to the API from the browser.

/** What a clientAction reads of a submission: text, lists of text, and the files sent under a name. */
export interface SubmittedForm extends SubmittedBody {
  files(name: string): File[];
}

/** Reads a submission sent as multipart form data (a form with files) or as JSON; anything else reads as empty. */
export async function submittedForm(request: Request): Promise<SubmittedForm> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return { ...(await submittedBody(request)), files: () => [] };
  }
  const form = await request.formData().catch(() => new FormData());
  return {
    text: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    },
    list: (name) => form.getAll(name).filter((value): value is string => typeof value === "string"),
    files: (name) => form.getAll(name).filter((value): value is File => typeof value !== "string"),
  };
}

/**
 * Whether an act's answer is a refusal (`{ ok: false }`): the write changed nothing, so the page need not be read
 * again (a route's shouldRevalidate), which offline would only replace the page and its message with an error page.
 */
export function isRefusal(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "ok" in answer && answer.ok === false;
}
