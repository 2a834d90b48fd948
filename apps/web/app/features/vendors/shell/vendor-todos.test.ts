import { describe, expect, it } from "vitest";
import { VENDOR_PROFILE_SECTIONS } from "@utsav/domain/client";
import { testProfile } from "../test-support";
import { bannerTodosFor } from "./vendor-shell";
import { vendorTodos } from "./vendor-todos";
import type { VendorStatus } from "./vendor-todos";

const status = (overrides: Partial<VendorStatus> = {}): VendorStatus => ({
  missingSections: [],
  profileState: "draft",
  kycState: "not_started",
  kycReason: null,
  ...overrides,
});

describe("vendorTodos", () => {
  it("names the missing sections with their labels, in screen order", () => {
    const [profile] = vendorTodos(status({ missingSections: ["terms", "business"] }));
    expect(profile).toMatchObject({
      id: "profile",
      tone: "todo",
      text: "Complete your profile: Business details, Payment and cancellation terms.",
      link: { to: "/vendor/profile" },
    });
  });

  it("asks for the submit once every section is saved, and nothing once submitted", () => {
    expect(vendorTodos(status()).find((t) => t.id === "profile")?.link?.label).toBe("Submit profile");
    expect(vendorTodos(status({ profileState: "submitted" })).find((t) => t.id === "profile")).toBeUndefined();
  });

  it("follows the KYC state: upload, submit, wait, nothing once approved", () => {
    const kyc = (kycState: VendorStatus["kycState"]) => vendorTodos(status({ profileState: "submitted", kycState }));
    expect(kyc("not_started")).toMatchObject([{ id: "kyc", tone: "todo", link: { to: "/vendor/kyc", label: "Upload documents" } }]);
    expect(kyc("in_progress")).toMatchObject([{ tone: "todo", link: { label: "Review and submit" } }]);
    expect(kyc("submitted")).toMatchObject([{ tone: "waiting" }]);
    expect(kyc("in_review")).toMatchObject([{ tone: "waiting" }]);
    expect(kyc("approved")).toEqual([]);
  });

  it("puts a rejection first, with its reason", () => {
    const todos = vendorTodos(status({ missingSections: ["contact"], kycState: "rejected", kycReason: "The PAN photo is blurred" }));
    expect(todos[0]).toMatchObject({ id: "kyc", tone: "problem", detail: "The PAN photo is blurred", link: { label: "Fix documents" } });
    expect(todos).toHaveLength(2);
  });
});

describe("the banner's to-dos", () => {
  const profile = testProfile({ missingSections: [...VENDOR_PROFILE_SECTIONS] });

  it("shows none on the dashboard, which lists them itself", () => {
    expect(bannerTodosFor("/vendor", profile)).toEqual([]);
  });

  it("leaves out what the page is about", () => {
    expect(bannerTodosFor("/vendor/profile/contact", profile).map((t) => t.id)).toEqual(["kyc"]);
    expect(bannerTodosFor("/vendor/kyc", profile).map((t) => t.id)).toEqual(["profile"]);
    expect(bannerTodosFor("/vendor/offerings", profile).map((t) => t.id)).toEqual(["profile", "kyc"]);
  });
});
