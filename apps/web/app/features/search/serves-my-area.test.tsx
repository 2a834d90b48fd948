import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { findDialog } from "../../../test/dialog";
import { EMPTY_SEARCH } from "./search-params";
import type { SearchState } from "./search-params";
import SearchFilters from "./search-filters";

// decision 0022: search gains "Serves my area" once the consumer has chosen a locality.

function renderFilters(state: SearchState, onApply: (next: SearchState) => void, myArea?: string) {
  return render(
    <SearchFilters open onOpenChange={() => {}} facets={[]} state={state} categoryLabels={{}} onApply={onApply} myArea={myArea} />,
  );
}

describe("Serves my area", () => {
  it("keeps the vendors that serve the chosen locality, and lets it go again", async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderFilters({ ...EMPTY_SEARCH, q: "decor" }, onApply, "HSR Layout");
    let dialog = await findDialog("Filters");
    await user.click(within(dialog).getByRole("checkbox", { name: "Serves HSR Layout" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, q: "decor", servesArea: "HSR Layout" });
    unmount();

    const applied = { ...EMPTY_SEARCH, q: "decor", servesArea: "HSR Layout" };
    renderFilters(applied, onApply, "HSR Layout");
    dialog = await findDialog("Filters");
    await user.click(within(dialog).getByRole("checkbox", { name: "Serves HSR Layout" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...applied, servesArea: "" });
  });

  it("is not offered before a locality is chosen", async () => {
    renderFilters(EMPTY_SEARCH, () => {});
    const dialog = await findDialog("Filters");
    expect(within(dialog).queryByRole("group", { name: "Serves my area" })).toBeNull();
    expect(screen.getByRole("group", { name: "Rating" })).toBeTruthy();
  });
});
