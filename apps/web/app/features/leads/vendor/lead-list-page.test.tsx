import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsMade, ok, stubApi } from "../../../../test/api-stub";
import { renderRoute } from "../../../../test/route-stub";
import VendorLeadsRoute, { loader } from "../../../routes/vendor/leads";

// The vendor's leads through their route: the loader reads the API (stubbed at fetch), "Load more" puts the next
// cursor in the address.

afterEach(() => vi.unstubAllGlobals());

const lead = {
  id: "l1",
  offeringId: "VND1",
  offeringName: "Balloon arch",
  consumerName: "Ravi",
  consumerPhone: "+919845000001",
  createdAt: "2025-03-12T06:30:00.000Z",
};

const renderLeads = () => renderRoute({ path: "/vendor/leads", entry: "/vendor/leads", Component: VendorLeadsRoute, loader });

describe("LeadListPage", () => {
  it("lists who viewed the number, with call and WhatsApp links", async () => {
    stubApi({ "GET /api/vendor/leads": ok({ leads: [lead], nextCursor: null }) });
    renderLeads();
    expect(await screen.findByText("Ravi viewed your number for Balloon arch")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Ravi" }).getAttribute("href")).toBe("tel:+919845000001");
    expect(screen.getByRole("link", { name: "WhatsApp Ravi" }).getAttribute("href")).toBe("https://wa.me/919845000001");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("adds the next page under the first with Load more", async () => {
    const api = stubApi({
      "GET /api/vendor/leads": ok({ leads: [lead], nextCursor: "bDE" }),
      "GET /api/vendor/leads?cursor=bDE": ok({ leads: [{ ...lead, id: "l2", consumerName: "Asha" }], nextCursor: null }),
    });
    renderLeads();
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Asha viewed your number for Balloon arch")).toBeTruthy();
    expect(screen.getByText("Ravi viewed your number for Balloon arch")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    // The loader reads every page up to the cursor in the address: the first again, then the next.
    expect(callsMade(api)).toEqual(["GET /api/vendor/leads", "GET /api/vendor/leads", "GET /api/vendor/leads?cursor=bDE"]);
  });
});
