import { fireEvent, render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { addDays, indianDate, myDateCopyFor } from "@utsav/domain/client";
import { findDialog } from "../../../test/dialog";
import { EMPTY_SEARCH } from "./search-params";
import type { SearchState } from "./search-params";
import SearchFilters from "./search-filters";

// decision 0058: search keeps the offerings whose vendors are free on the shopper's date: the chosen one, or one typed
// in the filters.

function renderFilters(state: SearchState, onApply: (next: SearchState) => void, myDate?: string) {
  return render(
    <SearchFilters open onOpenChange={() => {}} facets={[]} state={state} categoryLabels={{}} onApply={onApply} myDate={myDate} />,
  );
}

const day = addDays(indianDate(), 15);

describe("Free on my date", () => {
  it("keeps the vendors free on the chosen date, and lets it go again", async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderFilters({ ...EMPTY_SEARCH, q: "decor" }, onApply, day);
    let dialog = await findDialog("Filters");
    await user.click(within(dialog).getByRole("checkbox", { name: myDateCopyFor.freeOn(day) }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, q: "decor", freeOn: day });
    unmount();

    const applied = { ...EMPTY_SEARCH, q: "decor", freeOn: day };
    renderFilters(applied, onApply);
    dialog = await findDialog("Filters");
    await user.click(within(dialog).getByRole("checkbox", { name: myDateCopyFor.freeOn(day) }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...applied, freeOn: "" });
  });

  it("asks for a date before one is chosen, and filters by the one typed; a date gone by is not taken", async () => {
    const onApply = vi.fn();
    renderFilters({ ...EMPTY_SEARCH, q: "decor" }, onApply);
    const dialog = await findDialog("Filters");
    const field = within(dialog).getByRole("group", { name: "Free on my date" }).querySelector("input")!;
    expect(field.getAttribute("type")).toBe("date");
    fireEvent.change(field, { target: { value: addDays(indianDate(), -1) } });
    expect(within(dialog).queryByRole("checkbox", { name: /Free on/ })).toBeNull();
    fireEvent.change(field, { target: { value: day } });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, q: "decor", freeOn: day });
  });
});
