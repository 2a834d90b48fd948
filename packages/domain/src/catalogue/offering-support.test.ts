import { describe, expect, it } from "vitest";
import { buyChatOf, descriptionWithPolicy, supportChatOf } from "./offering-support.ts";

const policy = {
  title: "Returns, Refunds & Cancellations Policy",
  description: "Freshly made, so orders cannot be cancelled.",
  sections: [
    { title: "Cancellation", items: ["No self-cancellation."] },
    { title: "Damage", items: ["Report within 24 hours.", "With a photo."] },
  ],
};
const base = {
  whatsappSupport: null,
  vendorWhatsapp: null,
  offeringName: "Jaggery Treats Mini Hamper",
  description: [{ title: "Overview", items: ["Jaggery sweets."] }],
  policy,
};

describe("the offering's chat with its vendor (application §2 support block)", () => {
  it("is the offering's whatsappSupport, else the vendor's WhatsApp with a question about the offering, else none", () => {
    const support = { phoneNumber: "+919800011002", message: "Hi" };
    expect(supportChatOf({ ...base, whatsappSupport: support, vendorWhatsapp: "+919845099999" })).toBe(support);
    expect(supportChatOf({ ...base, vendorWhatsapp: "+919845099999" })).toEqual({
      phoneNumber: "+919845099999",
      message: "Hi, I have a question about Jaggery Treats Mini Hamper.",
    });
    expect(supportChatOf(base)).toBeNull();
  });

  it("asks to buy the offering when a Buy has no purchase link", () => {
    expect(buyChatOf({ ...base, whatsappSupport: { phoneNumber: "+919800011002", message: "Hi" } })).toEqual({
      phoneNumber: "+919800011002",
      message: "Hi, I would like to buy Jaggery Treats Mini Hamper.",
    });
    expect(buyChatOf(base)).toBeNull();
  });
});

describe("the policy beside the chat (docs/decisions/0039)", () => {
  it("joins the descriptions as their last section when the chat takes the policy card's place", () => {
    expect(descriptionWithPolicy({ ...base, vendorWhatsapp: "+919845099999" })).toEqual([
      ...base.description,
      {
        title: policy.title,
        items: [policy.description, "Cancellation: No self-cancellation.", "Damage: Report within 24 hours.", "Damage: With a photo."],
      },
    ]);
  });

  it("leaves the descriptions as they are when the policy card is shown, or there is no policy", () => {
    expect(descriptionWithPolicy(base)).toBe(base.description);
    expect(descriptionWithPolicy({ ...base, policy: null, vendorWhatsapp: "+919845099999" })).toBe(base.description);
  });
});
