import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chatLink, SUPPORT } from "@utsav/domain/client";
import type { Footer } from "@utsav/domain";
import { renderWithRouter } from "../../../test/render";
import { SiteFooter } from "./site-footer";

// The shape GET /api/footer returns (application §2 footer).
const FOOTER: Footer = {
  sections: [
    { title: "Decor", navRef: "/decor", links: [{ title: "Office Decor", navRef: "/collections/office-decor" }] },
    { title: "Gifts", navRef: "/gifts", links: [{ title: "Gifts For Your Team", navRef: "/collections/curated-gifts-for-your-team" }] },
    { title: "Sweets", navRef: "/sweets", links: [{ title: "Curated Sweets", navRef: "/collections/curated-sweets" }] },
    {
      title: "Corporate",
      navRef: "/corporate",
      links: [{ title: "Gifts Under ₹500", navRef: "/collections/curated-gifts-team-corporate-under-500" }],
    },
    { title: "Join Us", navRef: null, links: [{ title: "Onboard as Vendor", navRef: "/vendors" }] },
    { title: "Quick Links", navRef: null, links: [{ title: "Blog", navRef: "/blog" }] },
    {
      title: "Contact Us",
      navRef: null,
      links: [
        { title: "Chat with Us", navRef: chatLink(SUPPORT.phone) },
        { title: "Email Support", navRef: `mailto:${SUPPORT.email}` },
        { title: "Call Us", navRef: `tel:${SUPPORT.phone}` },
      ],
    },
  ],
  legalLinks: [
    { title: "Privacy Policy", navRef: "/privacy" },
    { title: "Terms & Conditions", navRef: "/terms" },
    { title: "Cookies Policy", navRef: "/cookies" },
  ],
  copyright: "© 2025 Utsav Marketplace. All rights reserved.",
};

describe("SiteFooter", () => {
  it("shows every section of the footer data, in order", () => {
    renderWithRouter(<SiteFooter footer={FOOTER} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Decor", "Gifts", "Sweets", "Corporate", "Join Us", "Quick Links", "Contact Us"]);
    expect(screen.getByRole("link", { name: "Decor" }).getAttribute("href")).toBe("/decor");
    expect(screen.getByRole("link", { name: "Onboard as Vendor" }).getAttribute("href")).toBe("/vendors");
  });

  it("links the legal pages and shows the 2025 copyright line", () => {
    renderWithRouter(<SiteFooter footer={FOOTER} />);
    const legal = within(screen.getByRole("list", { name: "Legal" }));
    expect(legal.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms & Conditions", "/terms"],
      ["Cookies Policy", "/cookies"],
    ]);
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });

  it("opens the chat in a new tab and keeps mail and phone links in place", () => {
    renderWithRouter(<SiteFooter footer={FOOTER} />);
    const chat = screen.getByRole("link", { name: /Chat with Us/ });
    expect(chat.getAttribute("href")).toBe(chatLink(SUPPORT.phone));
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
    const mail = screen.getByRole("link", { name: "Email Support" });
    expect(mail.getAttribute("href")).toBe(`mailto:${SUPPORT.email}`);
    expect(mail.hasAttribute("target")).toBe(false);
    expect(screen.getByRole("link", { name: "Call Us" }).getAttribute("href")).toBe(`tel:${SUPPORT.phone}`);
  });
});
