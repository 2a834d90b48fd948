import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import type { OfferingCardView } from "./offering-card";
import { OfferingRow } from "./offering-row";

const card = (n: number): OfferingCardView => ({
  id: `OF${n}`,
  title: `Offering ${n}`,
  vendorName: "Vendor",
  vendorVerified: n % 2 === 0,
  priceLabel: "From ₹999",
  navRef: `/offerings/offering-${n}`,
  image: { type: "image", url: `/assets/${n}.webp`, alt: `Offering ${n}` },
});
const OFFERINGS = [1, 2, 3, 4, 5].map(card);
const titles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

/** A stand-in IntersectionObserver whose rows come near the screen when the test says so. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return {
    near: () =>
      act(() => {
        for (const o of observers.filter((o) => !o.disconnected))
          o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OfferingRow", () => {
  it("draws every card when no first count is given", () => {
    renderWithRouter(<OfferingRow id="r" title="Row" offerings={OFFERINGS} />);
    expect(titles()).toHaveLength(5);
  });

  it("draws the first cards, and the rest once the row comes near the screen", () => {
    const observer = stubIntersectionObserver();
    renderWithRouter(<OfferingRow id="r" title="Row" offerings={OFFERINGS} initialCount={2} />);
    expect(titles()).toEqual(["Offering 1", "Offering 2"]);
    observer.near();
    expect(titles()).toEqual(["Offering 1", "Offering 2", "Offering 3", "Offering 4", "Offering 5"]);
  });

  it("draws the rest when the row is scrolled, focused or moved by its arrows, before it is seen", () => {
    stubIntersectionObserver();
    const { unmount } = renderWithRouter(<OfferingRow id="r" title="Row" offerings={OFFERINGS} initialCount={2} />);
    fireEvent.focus(screen.getAllByRole("link", { name: /Offering 1/ })[0]!);
    expect(titles()).toHaveLength(5);
    unmount();

    const scrolled = renderWithRouter(<OfferingRow id="r" title="Row" offerings={OFFERINGS} initialCount={2} />);
    fireEvent.scroll(screen.getByRole("list"));
    expect(titles()).toHaveLength(5);
    scrolled.unmount();

    renderWithRouter(<OfferingRow id="r" title="Row" offerings={OFFERINGS} initialCount={2} />);
    // jsdom has no scrolling; the arrow only has to ask for the whole row.
    const scrollBy = Element.prototype.scrollBy;
    Element.prototype.scrollBy = vi.fn();
    try {
      fireEvent.click(screen.getByRole("button", { name: "Next offerings in Row" }));
      expect(titles()).toHaveLength(5);
    } finally {
      Element.prototype.scrollBy = scrollBy;
    }
  });

  it("draws every card at once where the browser cannot tell what is near the screen", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderWithRouter(<OfferingRow id="r" title="Row" offerings={OFFERINGS} initialCount={2} />);
    expect(titles()).toHaveLength(5);
  });
});
