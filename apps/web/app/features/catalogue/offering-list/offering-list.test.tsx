import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DISPLAY, MESSAGES } from "@utsav/domain/client";
import { renderWithRouter } from "../../../../test/render";
import { OfferingList } from "./offering-list";
import { makeOffering } from "./test-offerings";
import { findDialog } from "../../../../test/dialog";

const offerings = [
  makeOffering({ id: "A1", title: "Brass Diya Hamper", price: 1300, rating: 4.3, category: "gifts", vendorName: "Deepam Gifts & Decor" }),
  makeOffering({ id: "B1", title: "Marigold Entrance", price: 5000, rating: 4.8, category: "decor", vendorName: "Mallige Florals" }),
  makeOffering({ id: "C1", title: "Jaggery Laddoo Box", price: 700, rating: 4.6, category: "sweets", vendorName: "Nanna Naturals" }),
];

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const isChecked = (el: HTMLElement) => (el instanceof HTMLInputElement ? el.checked : el.getAttribute("aria-checked") === "true");
const valueOf = (el: HTMLElement) => Number(el.getAttribute("aria-valuenow"));

/** The titles of the offering cards shown (also while the filters dialog hides the page from assistive technology). */
const titles = () =>
  (screen.queryAllByRole("article", { hidden: true }) as HTMLElement[]).map(
    (card) => within(card).getByRole("heading", { hidden: true }).textContent,
  );

function renderList() {
  const user = userEvent.setup();
  renderWithRouter(<OfferingList title="All Offerings" offerings={offerings} columns={3} />);
  return user;
}

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /^Filters/ }));
  return findDialog("Filters");
}

describe("the filters", () => {
  it("edits a draft: Apply is disabled while the draft equals the applied filters, and commits it", async () => {
    const user = renderList();
    let dialog = await openFilters(user);
    const apply = within(dialog).getByRole("button", { name: "Apply" });
    expect(isDisabled(apply)).toBe(true);

    await user.click(within(dialog).getByRole("radio", { name: "4.5 & Above" }));
    expect(isDisabled(apply)).toBe(false);
    await user.click(within(dialog).getByRole("radio", { name: "All" }));
    expect(isDisabled(apply)).toBe(true);

    await user.click(within(dialog).getByRole("radio", { name: "4.5 & Above" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Decor" }));
    // Nothing changes until Apply.
    expect(titles()).toHaveLength(3);
    await user.click(apply);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(titles()).toEqual(["Marigold Entrance"]);
    expect(screen.getByRole("button", { name: "Filters (2 applied)" })).toBeTruthy();

    // Reopening starts from the applied filters; Clear All resets the draft only, Apply commits it.
    dialog = await openFilters(user);
    expect(isChecked(within(dialog).getByRole("radio", { name: "4.5 & Above" }))).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Clear All" }));
    expect(isChecked(within(dialog).getByRole("radio", { name: "All" }))).toBe(true);
    expect(isChecked(within(dialog).getByRole("checkbox", { name: "Decor" }))).toBe(false);
    expect(titles()).toEqual(["Marigold Entrance"]);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Filters" })).toBeTruthy();
  });

  it("picks vendors in a multi-select that reads 'N selected'", async () => {
    const user = renderList();
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole("button", { name: /All vendors/ }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Nanna Naturals" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Mallige Florals" }));
    expect(within(dialog).getByRole("button", { name: /2 selected/ })).toBeTruthy();
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(titles()).toEqual(["Marigold Entrance", "Jaggery Laddoo Box"]);
  });

  it("moves the price thumbs in steps of 100 without letting them cross", async () => {
    const user = renderList();
    const dialog = await openFilters(user);
    const low = within(dialog).getByRole("slider", { name: "Minimum price" });
    const high = within(dialog).getByRole("slider", { name: "Maximum price" });
    expect([valueOf(low), valueOf(high)]).toEqual([700, 5000]);

    low.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(valueOf(low)).toBe(900);
    high.focus();
    await user.keyboard("{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}");
    // PageDown moves ten steps (₹1,000) at a time, but never below the low thumb.
    expect(valueOf(high)).toBe(900);
    expect(valueOf(low)).toBe(900);

    await user.keyboard("{PageUp}");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(titles()).toEqual(["Brass Diya Hamper"]);
  });

  it("says when nothing matches, and Clear filters brings everything back", async () => {
    const user = renderList();
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole("checkbox", { name: "Sweets" }));
    await user.click(within(dialog).getByRole("radio", { name: "4.5 & Above" }));
    await user.click(within(dialog).getByRole("button", { name: /All vendors/ }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Mallige Florals" }));
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    expect(screen.getByText(MESSAGES.emptyOfferings)).toBeTruthy();
    expect(screen.getByText("No Offerings found with applied Search/Filters.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(titles()).toHaveLength(3);
    expect(screen.queryByText(MESSAGES.emptyOfferings)).toBeNull();
  });
});

describe("sorting on desktop", () => {
  it("sorts from a dropdown; picking the selected option again deselects it and the button reads 'Sort By'", async () => {
    const user = renderList();
    await user.click(screen.getByRole("button", { name: "Sort By" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Price: Low to High" }));
    expect(titles()).toEqual(["Jaggery Laddoo Box", "Brass Diya Hamper", "Marigold Entrance"]);
    expect(screen.getByRole("button", { name: "Sort By: Price: Low to High" }).textContent).toBe("Price: Low to High");

    await user.click(screen.getByRole("button", { name: "Sort By: Price: Low to High" }));
    expect(isChecked(await screen.findByRole("menuitemradio", { name: "Price: Low to High" }))).toBe(true);
    await user.click(screen.getByRole("menuitemradio", { name: "Price: Low to High" }));
    expect(screen.getByRole("button", { name: "Sort By" })).toBeTruthy();
    expect(titles()).toEqual(["Brass Diya Hamper", "Marigold Entrance", "Jaggery Laddoo Box"]);
  });

  it("closes the dropdown on Escape", async () => {
    const user = renderList();
    await user.click(screen.getByRole("button", { name: "Sort By" }));
    expect(await screen.findByRole("menu")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });
});

describe("on phones", () => {
  const setWidth = (width: number) =>
    (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
      width,
      height: 844,
    });
  beforeEach(() => {
    setWidth(390);
    // happy-dom computes no transform, which vaul reads as a sheet closes; browsers give 'none' or a matrix.
    Object.defineProperty(CSSStyleDeclaration.prototype, "webkitTransform", { configurable: true, get: () => "none" });
  });
  afterEach(() => {
    setWidth(1024);
    Reflect.deleteProperty(CSSStyleDeclaration.prototype, "webkitTransform");
  });

  it("sorts from a bottom sheet whose options are 50 px high", async () => {
    const user = renderList();
    await user.click(screen.getByRole("button", { name: "Sort By" }));
    const sheet = await findDialog("Sort By");
    const option = within(sheet).getByRole("button", { name: "Price: High to Low" });
    expect(option.style.minHeight).toBe(`${DISPLAY.sortOptionHeightPx}px`);
    await user.click(option);
    // The sheet closes (happy-dom never ends its exit animation, so it stays mounted and the page stays hidden).
    await waitFor(() => expect(sheet.getAttribute("data-state")).toBe("closed"));
    expect(titles()).toEqual(["Marigold Entrance", "Brass Diya Hamper", "Jaggery Laddoo Box"]);
    expect(screen.getByRole("button", { name: "Sort By: Price: High to Low", hidden: true })).toBeTruthy();
  });

  it("shows the first offerings, then 'View More' opens the whole list in a sheet titled 'Offerings'", async () => {
    const user = userEvent.setup();
    renderWithRouter(<OfferingList title="Curated Sweets" offerings={offerings} columns={4} phoneInitialCount={2} />);
    await user.click(screen.getByRole("button", { name: "View More" }));
    const sheet = await findDialog("Offerings");
    expect(within(sheet).getAllByRole("article")).toHaveLength(3);
  });
});
