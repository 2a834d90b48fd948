import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EMPTY_SEARCH } from "./search-params";
import { SearchFilters } from "./search-filters";

// decision 0022: search gains "Serves my area" once the consumer has chosen a locality.

describe("Serves my area", () => {
  it("keeps the vendors that serve the chosen locality, and lets it go again", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchFilters facets={[]} state={{ ...EMPTY_SEARCH, q: "decor" }} categoryLabels={{}} onChange={onChange} myArea="HSR Layout" />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Serves HSR Layout" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, q: "decor", servesArea: "HSR Layout" });
    const applied = { ...EMPTY_SEARCH, q: "decor", servesArea: "HSR Layout" };
    rerender(<SearchFilters facets={[]} state={applied} categoryLabels={{}} onChange={onChange} myArea="HSR Layout" />);
    await user.click(screen.getByRole("checkbox", { name: "Serves HSR Layout" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...applied, servesArea: "" });
  });

  it("is not offered before a locality is chosen", () => {
    render(<SearchFilters facets={[]} state={EMPTY_SEARCH} categoryLabels={{}} onChange={() => {}} />);
    expect(screen.queryByRole("group", { name: "Serves my area" })).toBeNull();
  });
});
