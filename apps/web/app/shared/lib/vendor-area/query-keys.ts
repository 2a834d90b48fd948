// The vendor area's query keys that more than one feature uses: answering a booking refreshes the dashboard's
// counts, and the vendor layout (and the test helper, like it) seeds the signed-in vendor's profile.

export const dashboardQueryKey = ["vendor", "dashboard"] as const;

export const vendorProfileQueryKey = ["vendor", "profile"] as const;
