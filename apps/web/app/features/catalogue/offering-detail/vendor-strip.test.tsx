import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../../test/render";
import { VendorStrip } from "./vendor-strip";
import { makeOfferingDetail } from "./test-offering";
import { findDialog } from "../../../../test/dialog";

describe("VendorStrip", () => {
  it("says 'Provided By' when the vendor has no title tag, else the tag", () => {
    renderWithRouter(<VendorStrip offering={makeOfferingDetail()} />);
    expect(screen.getByRole("button", { name: /Provided By\s*Deepam Gifts & Decor/ })).toBeTruthy();
  });

  it("uses the vendor's title tag", () => {
    renderWithRouter(<VendorStrip offering={makeOfferingDetail({ vendorTitleTag: "Curated by" })} />);
    expect(screen.getByRole("button", { name: /Curated by\s*Deepam Gifts & Decor/ })).toBeTruthy();
  });

  it("opens the vendor sheet: bio, rating to one decimal, 'K+ Clients', the reviews count and the vendor's offerings", async () => {
    const user = userEvent.setup();
    const offering = makeOfferingDetail();
    renderWithRouter(<VendorStrip offering={offering} />);
    await user.click(screen.getByRole("button", { name: /Deepam Gifts & Decor/ }));

    const sheet = await findDialog("About the Vendor");
    // The profile inside the sheet loads with it.
    expect(await within(sheet).findByText(offering.vendor.vendorBio)).toBeTruthy();
    expect(within(sheet).getByText("4.3")).toBeTruthy();
    expect(within(sheet).getByText("1K+ Clients")).toBeTruthy();
    expect(within(sheet).getByText("8")).toBeTruthy();
    const cards = within(sheet).getAllByRole("article");
    expect(cards).toHaveLength(offering.relatedOfferings.length);
    expect(within(sheet).getByRole("link", { name: "Related hamper 2" }).getAttribute("href")).toBe("/offerings/related-hamper-2-dgp2");
  });

  it("links the sheet to the vendor's store (docs/decisions/0059)", async () => {
    const user = userEvent.setup();
    renderWithRouter(<VendorStrip offering={makeOfferingDetail()} />);
    await user.click(screen.getByRole("button", { name: /Deepam Gifts & Decor/ }));
    const sheet = await findDialog("About the Vendor");
    const store = await within(sheet).findByRole("link", { name: "Visit store of Deepam Gifts & Decor" });
    expect(store.getAttribute("href")).toBe("/stores/deepam-gifts-and-decor");
    expect(store.textContent).toBe("Visit store");
  });

  it("says N/A for a vendor without rating or reviews", async () => {
    const user = userEvent.setup();
    const offering = makeOfferingDetail();
    renderWithRouter(
      <VendorStrip offering={{ ...offering, vendor: { ...offering.vendor, rating: null, reviewsCount: 0, clientsCount: 140 } }} />,
    );
    await user.click(screen.getByRole("button", { name: /Deepam Gifts & Decor/ }));
    const sheet = await findDialog("About the Vendor");
    expect(await within(sheet).findAllByText("N/A")).toHaveLength(2);
    expect(within(sheet).getByText("140+ Clients")).toBeTruthy();
  });

  it("gives a new vendor the spec's figures, 'N/A', '0+ Clients' and 'N/A', not a label of its own", async () => {
    const user = userEvent.setup();
    const offering = makeOfferingDetail();
    renderWithRouter(
      <VendorStrip offering={{ ...offering, vendor: { ...offering.vendor, rating: null, reviewsCount: null, clientsCount: 0 } }} />,
    );
    await user.click(screen.getByRole("button", { name: /Deepam Gifts & Decor/ }));
    const sheet = await findDialog("About the Vendor");
    expect(await within(sheet).findAllByText("N/A")).toHaveLength(2);
    expect(within(sheet).getByText("0+ Clients")).toBeTruthy();
    expect(within(sheet).queryByText("New on Utsav")).toBeNull();
  });

  it("keeps a long name apart from the verified badge, so the name wraps and the badge stays whole", () => {
    const vendorName = "Sri Lakshmi Venkateshwara Flower Decorators and Event Management Services";
    const offering = makeOfferingDetail();
    renderWithRouter(<VendorStrip offering={{ ...offering, vendorName, vendor: { ...offering.vendor, vendorName } }} />);
    const name = screen.getByText(vendorName);
    const badge = screen.getByText("Verified");
    expect(name.textContent).toBe(vendorName);
    expect(name.contains(badge)).toBe(false);
    expect(screen.getByRole("button", { name: new RegExp(`${vendorName}\\s*Verified`) })).toBeTruthy();
  });
});
