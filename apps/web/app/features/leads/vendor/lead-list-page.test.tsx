import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubApi } from "../../../../test/api-stub";
import { renderVendorScreen } from "../../../../test/vendor-area";
import { LeadListPage } from "./lead-list-page";

afterEach(() => vi.unstubAllGlobals());

describe("LeadListPage", () => {
  it("lists who viewed the number, with call and WhatsApp links", async () => {
    stubApi({
      "GET /api/vendor/leads": ok({
        leads: [
          {
            id: "l1",
            offeringId: "VND1",
            offeringName: "Balloon arch",
            consumerName: "Ravi",
            consumerPhone: "+919845000001",
            createdAt: "2025-03-12T06:30:00.000Z",
          },
        ],
        nextCursor: null,
      }),
    });
    renderVendorScreen(<LeadListPage />, { path: "/vendor/leads" });
    expect(await screen.findByText("Ravi viewed your number for Balloon arch")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Ravi" }).getAttribute("href")).toBe("tel:+919845000001");
    expect(screen.getByRole("link", { name: "WhatsApp Ravi" }).getAttribute("href")).toBe("https://wa.me/919845000001");
  });
});
