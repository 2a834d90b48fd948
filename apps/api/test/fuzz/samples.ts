import { CATALOGUE, COLLECTIONS } from "@utsav/catalogue";
import { addDays, indianDate, storeSlug } from "@utsav/domain";

// Known-good values by property or parameter name, so generated requests get past patterns and reach the database:
// the seeded catalogue, a few hand-written values, and every short value seen in a success (ids above all).

const PHONES = ["9845012345", "+91 98450 12345", "919845012346", "09845012347"];

/** Drops a plural "s": images → image, removeImageIds → removeImageId. */
export function singular(name: string): string {
  return name.endsWith("s") ? name.slice(0, -1) : name;
}

export class SampleBook {
  private readonly learnt = new Map<string, unknown[]>();
  private readonly fixed: Record<string, () => unknown[]> = {
    // Every bookable offering and a few of each other type: few enough that a booking often names a bookable one.
    offeringId: () =>
      [
        ...CATALOGUE.offerings.filter((o) => o.offeringType === "book"),
        ...CATALOGUE.offerings.filter((o) => o.offeringType === "call").slice(0, 3),
        ...CATALOGUE.offerings.filter((o) => o.offeringType === "buy").slice(0, 1),
      ].map((o) => o.id),
    // Offerings, collections and the catalogue's vendors' stores (docs/decisions/0059).
    slug: () => [
      ...CATALOGUE.offerings.filter((_, i) => i % 15 === 0).map((o) => o.slug),
      ...COLLECTIONS.map((c) => c.slug),
      ...CATALOGUE.vendors.slice(0, 3).map((v) => storeSlug({ id: v.key, name: v.name })),
    ],
    phoneNumber: () => PHONES,
    whatsappNumber: () => PHONES,
    otp: () => ["123456", "000000"],
    email: () => ["asha@example.com", "Asha.Rao@Example.co.in", ""],
    bookingData: () => [{ name: "Asha Rao", mobile: "98450 12345", address: "12 MG Road, Bengaluru" }],
    query: () => ["cake", "diwali hamper", "decor", "sweets"],
    fullName: () => ["Asha Rao"],
    businessName: () => ["Asha Events"],
    contactName: () => ["Asha Rao"],
    city: () => ["Bengaluru"],
    area: () => ["Indiranagar"],
    // A service section's named areas are gazetteer localities too (docs/decisions/0036).
    serviceArea: () => ["Whitefield", "Jayanagar"],
    // Vendor terms and localities (docs/decisions/0022): gazetteer names and pincodes.
    locality: () => ["HSR Layout", "560102", "Whitefield"],
    pincode: () => ["560076"],
    q: () => ["kora", "5601"],
    // Requests for proposals (docs/decisions/0023): dates from today in India.
    eventDate: () => [addDays(indianDate(), 10)],
    validUntil: () => [addDays(indianDate(), 3)],
    // Whole bodies for calls whose rules span fields, which values generated one by one rarely satisfy together.
    "body POST /api/public/booking": () => [
      {
        offeringId: "JSS1",
        vendorName: "",
        offeringName: "",
        bookingData: { name: "Asha Rao", mobile: "98450 12345", address: "12 MG Road, Bengaluru" },
      },
    ],
    "body POST /api/consumer/briefs": () => [
      {
        occasion: "Birthday",
        eventDate: addDays(indianDate(), 10),
        locality: "HSR Layout",
        guests: 40,
        budgetMin: 10000,
        budgetMax: 25000,
        categories: ["decor"],
        notes: "Pastel balloons",
      },
    ],
    "body POST /api/vendor/briefs/{id}/quote": () => [
      { price: 12000, included: "Balloon arch and backdrop", validUntil: addDays(indianDate(), 3) },
    ],
    "body POST /api/consumer/call-lead": () => [{ offeringId: "ZS1", vendorName: "", offeringName: "" }],
    "body POST /api/vendor/offering": () => [
      {
        title: "Marigold entrance arch",
        category: "decor",
        subCategory: "personal",
        offeringType: "call",
        price: 4500,
        summary: "Fresh marigold arch for the main door, set up in two hours.",
        description: [{ title: "What you get", items: ["One arch, 7 ft", "Set-up and removal"] }],
        occasions: ["diwali"],
        // The picture the fuzz suite's vendor uploads when it signs in (fuzz.test.ts, Identities).
        imageIds: this.learnt.get("vendorImageId")?.slice(-1) ?? ["no-image-yet"],
      },
    ],
  };

  /** Samples for a name; an "…Id" name falls back to its last word (removeImageId → imageId) and then to "id". */
  get(name: string): readonly unknown[] {
    const found = [...(this.fixed[name]?.() ?? []), ...(this.learnt.get(name) ?? [])];
    if (found.length > 0 || !name.endsWith("Id")) return found;
    const lastWord = /([A-Z][a-z]*Id)$/.exec(name)?.[1];
    const shorter = lastWord ? lastWord[0]!.toLowerCase() + lastWord.slice(1) : null;
    return [...new Set([...(shorter ? (this.learnt.get(shorter) ?? []) : []), ...(this.learnt.get("id") ?? [])])];
  }

  /**
   * Remembers the short strings and numbers of a success's data by key. An "id" inside a list is also remembered
   * under the list's singular name ("images": [{ "id" }] → imageId), so a later "imageIds" finds it.
   */
  learn(data: unknown, owner: string | null = null, depth = 0): void {
    if (depth > 6 || data === null || typeof data !== "object") return;
    if (Array.isArray(data)) {
      for (const item of data.slice(0, 20)) this.learn(item, owner, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if ((typeof value === "string" && value.length > 0 && value.length <= 200) || typeof value === "number") {
        const names = [key];
        if (key === "id" && owner) names.push(`${singular(owner)}Id`);
        if (key === "id" || key.endsWith("Id")) names.push("id");
        for (const name of names) this.remember(name, value);
      } else this.learn(value, Array.isArray(value) ? key : owner, depth + 1);
    }
  }

  remember(name: string, value: unknown): void {
    const list = this.learnt.get(name) ?? [];
    if (list.includes(value)) return;
    list.push(value);
    if (list.length > 30) list.shift();
    this.learnt.set(name, list);
  }
}
