import { fireEvent, screen, within } from "expo-router/testing-library";
import { blogPicture } from "@utsav/catalogue/site-pictures";
import { BLOG_POSTS, LEGAL_DOCUMENTS } from "@utsav/domain/shopper";
import { Linking } from "react-native";
import { API_BASE } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { expectAccessibleControls } from "../../../test/accessible-controls";

// The blog, the legal pages and Help & Support in the app, from the data and words the web shows (docs/decisions/0066).

const [newest, second] = BLOG_POSTS;

describe("the blog", () => {
  it("lists every article, newest first, each with the web's picture", async () => {
    renderApp("/blog");
    const cards = await screen.findAllByRole("link", { name: /min read$/ });
    expect(cards).toHaveLength(BLOG_POSTS.length);
    expect(cards[0]).toHaveAccessibleName(new RegExp(`^${newest!.title}`));
    const picture = blogPicture(newest!.slug)!;
    const image = within(cards[0]!).getByLabelText(picture.alt);
    expect(image).toHaveProp("source", [{ uri: `${API_BASE}/assets/images/site/blog-${newest!.slug}/1-640.webp` }]);
    expectAccessibleControls();
  });

  it("opens an article with its paragraphs, and more to read", async () => {
    renderApp("/blog");
    fireEvent.press((await screen.findAllByRole("link", { name: /min read$/ }))[1]!);
    expect(await screen.findByRole("header", { name: second!.title })).toBeOnTheScreen();
    expect(screen.getByText(second!.paragraphs[0]!)).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "More from the blog" })).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: new RegExp(`^${newest!.title}`) })).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("answers an unknown article with the 404 screen", async () => {
    renderApp("/blog/no-such-article");
    expect(await screen.findByRole("header", { name: "We could not find that page" })).toBeOnTheScreen();
  });
});

describe("the legal pages", () => {
  it("draw a document's headings and items, and lead to the other two", async () => {
    renderApp("/privacy");
    const privacy = LEGAL_DOCUMENTS.privacy;
    expect(await screen.findByRole("header", { name: privacy.title })).toBeOnTheScreen();
    for (const section of privacy.sections) expect(screen.getByRole("header", { name: section.heading })).toBeOnTheScreen();
    expect(screen.getByText(privacy.sections[0]!.items![0]!)).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("link", { name: LEGAL_DOCUMENTS.cookies.title }));
    expect(await screen.findByText(LEGAL_DOCUMENTS.cookies.intro)).toBeOnTheScreen();
  });

  it("open at the web's addresses", async () => {
    renderApp("/terms");
    expect(await screen.findByText(LEGAL_DOCUMENTS.terms.intro)).toBeOnTheScreen();
  });
});

describe("Help & Support and About", () => {
  it("the profile leads to the blog and the legal pages, signed in or not", async () => {
    renderApp("/profile");
    expect(await screen.findByRole("header", { name: "About Utsav" })).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("link", { name: LEGAL_DOCUMENTS.terms.title }));
    expect(await screen.findByText(LEGAL_DOCUMENTS.terms.intro)).toBeOnTheScreen();
  });

  it("opens the mail app, the dialler and the chat on the support number", async () => {
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    renderApp("/profile");
    fireEvent.press(await screen.findByRole("button", { name: "Help & Support" }));
    expect(screen.getByText("Drop us a Message, Get in touch!")).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.press(screen.getByRole("link", { name: "Email, support@utsavmarket.in" }));
    fireEvent.press(screen.getByRole("link", { name: "Call, +91 98000 10000" }));
    fireEvent.press(screen.getByRole("link", { name: "Chat with Us, +91 98000 10000" }));
    expect(open.mock.calls.map(([url]) => url)).toEqual([
      "mailto:support@utsavmarket.in",
      "tel:+919800010000",
      "https://wa.me/919800010000",
    ]);
  });

  it("is in the header beside Login", async () => {
    renderApp("/blog");
    fireEvent.press(await screen.findByRole("button", { name: "Help & Support" }));
    expect(screen.getByText("Drop us a Message, Get in touch!")).toBeOnTheScreen();
  });
});
