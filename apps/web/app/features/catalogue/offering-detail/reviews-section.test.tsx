import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DISPLAY } from "@utsav/domain/client";
import { ReviewsSection } from "./reviews-section";
import { makeReviews } from "./test-offering";
import { findDialog } from "../../../../test/dialog";

const reviewsOnPage = () => screen.getAllByRole("article").map((card) => within(card).getByText(/^Reviewer/).textContent);

describe("ReviewsSection", () => {
  it("shows the rating badge: the vendor's rating, whole stars and its count of reviews", () => {
    render(<ReviewsSection rating={4.56} reviewsCount={2} reviews={makeReviews(2)} />);
    expect(screen.getByText("Vendor rating")).toBeTruthy();
    expect(screen.getByText("4.6")).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Rated 4.6 out of 5" })).toHaveLength(1);
    expect(screen.getByText("Based on 2 reviews")).toBeTruthy();
  });

  it("shows nothing for a vendor with neither reviews nor a rating", () => {
    const { container } = render(<ReviewsSection rating={null} reviewsCount={null} reviews={[]} />);
    expect(container.textContent).toBe("");
  });

  it("renders 6 reviews (phones hide all but 3 with CSS) and View More opens every review", async () => {
    const user = userEvent.setup();
    render(<ReviewsSection rating={4.5} reviewsCount={8} reviews={makeReviews(8)} />);
    expect(reviewsOnPage()).toHaveLength(DISPLAY.reviewsDesktop);
    const phoneHidden = screen.getAllByRole("listitem").filter((item) => item.className.includes("desktopOnly"));
    expect(phoneHidden).toHaveLength(DISPLAY.reviewsDesktop - DISPLAY.reviewsMobile);

    await user.click(screen.getByRole("button", { name: "View More" }));
    const dialog = await findDialog("Reviews (8)");
    expect(within(dialog).getAllByRole("article")).toHaveLength(8);
    expect(within(dialog).getByText("Reviewer 8")).toBeTruthy();
  });

  it("dates a review by its calendar day, as written, whatever the machine's time zone", () => {
    render(<ReviewsSection rating={4.5} reviewsCount={1} reviews={makeReviews(1)} />);
    const date = within(screen.getByRole("article")).getByText("24 Oct 2025");
    expect(date.getAttribute("datetime")).toBe("2025-10-24");
  });

  it("offers View More only when there are more reviews than a phone shows", () => {
    render(<ReviewsSection rating={4.5} reviewsCount={3} reviews={makeReviews(DISPLAY.reviewsMobile)} />);
    expect(screen.queryByRole("button", { name: "View More" })).toBeNull();
  });

  it("clamps long comments on the page; Read More shows the whole comment in the modal", async () => {
    const user = userEvent.setup();
    const reviews = makeReviews(4);
    render(<ReviewsSection rating={4.5} reviewsCount={4} reviews={reviews} />);
    // Only the long first comment needs Read More.
    const readMore = screen.getAllByRole("button", { name: /^Read more/ });
    expect(readMore).toHaveLength(1);

    await user.click(readMore[0]!);
    const dialog = await findDialog();
    const comment = within(dialog).getByText(reviews[0]!.comment);
    expect(comment.className).not.toContain("clamped");
    expect(within(dialog).queryByRole("button", { name: /^Read more/ })).toBeNull();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
