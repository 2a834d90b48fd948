import { notificationRoute, notificationScreen, vendorNext } from "./notification-target";

// Which screens a tapped notification may open (docs/decisions/0073): the app's own, named by path, and nothing else.

describe("a notification's screen", () => {
  it("is one of the vendor's screens, or one of the shopper's, with its query", () => {
    expect(notificationScreen("/vendor/bookings/b1")).toEqual({ path: "/vendor/bookings/b1", role: "vendor" });
    expect(notificationScreen("/vendor/briefs/br-1")).toEqual({ path: "/vendor/briefs/br-1", role: "vendor" });
    expect(notificationScreen("/vendor")).toEqual({ path: "/vendor", role: "vendor" });
    expect(notificationScreen("/account/bookings/b1/review")).toEqual({ path: "/account/bookings/b1/review", role: "consumer" });
    expect(notificationScreen("/account/briefs/br1")).toEqual({ path: "/account/briefs/br1", role: "consumer" });
    // the expired booking's SMS sends the shopper to find another vendor of the kind
    expect(notificationScreen("/search?category=decor")).toEqual({ path: "/search?category=decor", role: "consumer" });
  });

  it("is nothing else: another site, a scheme, a path the app does not open from a notification, a trick", () => {
    for (const url of [
      "https://evil.example",
      "https://evil.example/vendor/bookings/b1",
      "//evil.example/vendor/bookings/b1",
      "javascript:alert(1)",
      "utsav://vendor/bookings/b1",
      "vendor/bookings/b1",
      "/vendor/bookings/../../login",
      "/vendor/bookings/b1/extra",
      "/vendor/team",
      "/ops",
      "/vendor/bookings/b1#x",
      "",
      null,
      42,
      { url: "/vendor" },
    ]) {
      expect({ url, screen: notificationScreen(url) }).toEqual({ url, screen: null });
    }
  });
});

describe("where a tapped notification goes", () => {
  it("goes to a vendor's screen for a signed-in vendor, and through 'Sign in as vendor' for anyone else", () => {
    expect(notificationRoute("/vendor/bookings/b1", "vendor")).toBe("/vendor/bookings/b1");
    expect(notificationRoute("/vendor/bookings/b1", null)).toBe("/vendor/login?next=%2Fvendor%2Fbookings%2Fb1");
    expect(notificationRoute("/vendor/bookings/b1", "consumer")).toBe("/vendor/login?next=%2Fvendor%2Fbookings%2Fb1");
  });

  it("opens a shopper's screen as it is: the screen itself asks whoever is signed out to sign in", () => {
    expect(notificationRoute("/account/bookings/b1", null)).toBe("/account/bookings/b1");
    expect(notificationRoute("https://evil.example", "consumer")).toBeNull();
  });

  it("lets the vendor's sign-in go on only to a vendor's screen", () => {
    expect(vendorNext("/vendor/bookings/b1")).toBe("/vendor/bookings/b1");
    expect(vendorNext("/account/bookings/b1")).toBeNull();
    expect(vendorNext("https://evil.example")).toBeNull();
    expect(vendorNext(undefined)).toBeNull();
    expect(vendorNext(["/vendor"])).toBeNull();
  });
});
