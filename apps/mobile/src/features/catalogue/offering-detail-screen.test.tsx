import { fireEvent, screen, within } from "expo-router/testing-library";
import { Linking } from "react-native";
import { CARDS, card, offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const PATH = "/api/offerings/brass-diya-hamper-dgc12";

function openOffering(detail = offeringDetail()) {
  const api = createFakeApi().on(`GET ${PATH}`, offeringEnvelope(detail));
  return renderApp("/offerings/brass-diya-hamper-dgc12", { api });
}

describe("offering detail", () => {
  it("shows the pictures, title, vendor, description with its bold parts, and the price bar", async () => {
    openOffering();
    expect(screen.getByLabelText("Loading…")).toBeOnTheScreen();
    expect(await screen.findByRole("header", { name: "Brass Diya Hamper" })).toBeOnTheScreen();
    expect(screen.getByLabelText("Brass Diya Hamper, picture 1. Picture 1 of 3")).toBeOnTheScreen();
    expect(screen.getByLabelText("Picture 1 of 3")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" })).toBeOnTheScreen();
    expect(screen.getByText("kaju katli")).toHaveStyle({ fontWeight: "700" });
    // spec: application §2 "subtitle (default 'From'), price text with 'From ' removed, one action button".
    expect(screen.getByLabelText("From ₹1,499")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Book Now" })).toBeOnTheScreen();
  });

  it("says the spec's default 'From' above a fixed price too", async () => {
    openOffering(offeringDetail({ priceLabel: "₹4,999" }));
    expect(await screen.findByLabelText("From ₹4,999")).toBeOnTheScreen();
    expect(screen.queryByLabelText("Price ₹4,999")).not.toBeOnTheScreen();
  });

  it("opens the vendor sheet with the rating to one decimal, clients as K+ and the reviews count", async () => {
    openOffering();
    fireEvent.press(await screen.findByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" }));
    const sheet = screen.getByText("About Deepam Gifts & Decor");
    expect(sheet).toBeOnTheScreen();
    expect(screen.getByLabelText("Rating: 4.5")).toBeOnTheScreen();
    expect(screen.getByLabelText("Served: 1K+ Clients")).toBeOnTheScreen();
    expect(screen.getByLabelText("Reviews: 4")).toBeOnTheScreen();
    fireEvent.press(screen.getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(screen.queryByText("About Deepam Gifts & Decor")).not.toBeOnTheScreen();
  });

  it("opens the policy sheet from the policy card when there is no chat support", async () => {
    openOffering();
    fireEvent.press(await screen.findByRole("button", { name: "Returns, Refunds & Cancellations Policy" }));
    expect(screen.getByText("• Full refund up to 48 hours before delivery")).toBeOnTheScreen();
  });

  it("offers the chat instead when the offering has chat support", async () => {
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    openOffering(offeringDetail({ whatsappSupport: { phoneNumber: "+91 98000 10000", message: "Hi, about the hamper" } }));
    expect(await screen.findByText("Have any questions?")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Returns, Refunds & Cancellations Policy" })).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Chat with Us" }));
    expect(open).toHaveBeenCalledWith("https://wa.me/919800010000?text=Hi%2C%20about%20the%20hamper");
  });

  it("shows 3 reviews, and every review on View More", async () => {
    openOffering();
    expect(await screen.findByText("Based on 4 reviews")).toBeOnTheScreen();
    expect(screen.getAllByText(/^Review number/)).toHaveLength(3);
    fireEvent.press(screen.getAllByRole("button", { name: "View More" })[0]!);
    expect(screen.getByText("Reviews (4)")).toBeOnTheScreen();
    expect(screen.getByText("Review number 4: lovely hamper, arrived on time.")).toBeOnTheScreen();
  });

  it("gives the vendor's rating and count wherever its reviews are counted, never the offering's own (decision 0025)", async () => {
    openOffering();
    expect(await screen.findByText("★ 4.5 · Gifts")).toBeOnTheScreen();
    expect(screen.getByLabelText("Rated 4.5 out of 5. Based on 4 reviews")).toBeOnTheScreen();
    expect(screen.queryByText(/84|4\.6/)).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" }));
    expect(screen.getByLabelText("Reviews: 4")).toBeOnTheScreen();
    expect(screen.getByLabelText("Rating: 4.5")).toBeOnTheScreen();
  });

  it("gives a new vendor the spec's figures in its sheet, N/A, 0+ Clients and N/A, and no reviews block", async () => {
    const vendor = { ...offeringDetail().vendor, rating: null, clientsCount: 0, reviewsCount: null };
    openOffering(offeringDetail({ vendor, reviews: [] }));
    expect(await screen.findByText("Gifts")).toBeOnTheScreen();
    expect(screen.queryByText(/Based on|No reviews yet/)).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" }));
    expect(screen.getByLabelText("Rating: N/A")).toBeOnTheScreen();
    expect(screen.getByLabelText("Served: 0+ Clients")).toBeOnTheScreen();
    expect(screen.getByLabelText("Reviews: N/A")).toBeOnTheScreen();
    expect(screen.queryByText("New on Utsav")).not.toBeOnTheScreen();
  });

  it("shows 3 more offerings by the vendor, then all of them in the Offerings sheet", async () => {
    const related = [CARDS.laddoo, card("DGC13", "Copper Lamp Set"), card("DGC14", "Rangoli Kit"), card("DGC15", "Tea Light Tray")];
    openOffering(offeringDetail({ relatedOfferings: related }));
    expect(await screen.findByText("More offerings by Deepam Gifts & Decor")).toBeOnTheScreen();
    expect(screen.queryByText("Tea Light Tray")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "View More: More offerings by Deepam Gifts & Decor" }));
    const sheetTitle = screen.getByText("Offerings");
    expect(sheetTitle).toBeOnTheScreen();
    expect(screen.getByText("Tea Light Tray")).toBeOnTheScreen();
  });

  it("says which offering was not found", async () => {
    const api = createFakeApi().on("GET /api/offerings/nope", failure(404, "Offering not found: nope", "NOT_FOUND"));
    renderApp("/offerings/nope", { api });
    expect(await screen.findByText("Offering not found: nope")).toBeOnTheScreen();
  });

  it("opens a related offering", async () => {
    const api = createFakeApi()
      .on(`GET ${PATH}`, offeringEnvelope())
      .on(
        "GET /api/offerings/jaggery-laddoo-box-nnc3",
        offeringEnvelope(offeringDetail({ title: "Jaggery Laddoo Box", offeringSlug: "jaggery-laddoo-box-nnc3" })),
      );
    const view = renderApp("/offerings/brass-diya-hamper-dgc12", { api });
    const related = await screen.findByText("More offerings by Deepam Gifts & Decor");
    fireEvent.press(within(related.parent!.parent!).getByRole("link", { name: /^Jaggery Laddoo Box/ }));
    expect(await screen.findByRole("header", { name: "Jaggery Laddoo Box" })).toBeOnTheScreen();
    expect(view.getPathname()).toBe("/offerings/jaggery-laddoo-box-nnc3");
  });
});
