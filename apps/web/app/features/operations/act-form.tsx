import { useSubmitJson } from "../../shared/lib/forms/json-action";
import type { ReviewAct } from "./review-acts";

/**
 * A form that is one button: it sends its act to the page's clientAction as JSON, the way the form helper's forms
 * send their checked values (docs/decisions/0030). Nothing to type, so nothing to check.
 */
export function ActForm({ act, busy, label }: { act: ReviewAct; busy: boolean; label: string }) {
  const submitJson = useSubmitJson();
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void submitJson(act);
      }}
    >
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {label}
      </button>
    </form>
  );
}
