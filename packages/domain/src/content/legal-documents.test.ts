import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS } from "./legal-documents.ts";

// The legal pages say what the product does (issue 38): every cookie the server sets, and every provider that carries
// personal data.

const textOf = (kind: keyof typeof LEGAL_DOCUMENTS) => {
  const document = LEGAL_DOCUMENTS[kind];
  return [
    document.description,
    document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
      ...(section.notes ?? []),
    ]),
  ].join("\n");
};

describe("the legal documents", () => {
  it("name the locality cookie beside the session cookie, and do not claim that a visitor who never signs in gets none", () => {
    const cookies = textOf("cookies");
    expect(cookies).toContain("A session cookie");
    expect(cookies).toContain("A locality cookie (utsav_locality)");
    expect(cookies).not.toContain("If you never sign in, Utsav sets no cookies at all.");
  });

  it("name every channel that carries personal data to a provider: SMS, e-mail and WhatsApp", () => {
    const privacy = textOf("privacy");
    expect(privacy).toMatch(/SMS provider \(sign-in codes, and messages about your bookings\)/);
    expect(privacy).toMatch(/e-mail and WhatsApp providers/);
    expect(privacy).toContain("including the event's date and address");
  });
});
