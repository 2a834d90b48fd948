import { describe, expect, it } from "vitest";
import {
  bookingReference,
  NOTIFICATION_TEMPLATE_NAMES,
  NOTIFICATION_TEMPLATES,
  renderNotification,
  SMS_TEMPLATE_NAMES,
  SMS_VARIABLE_MAX,
  templateVariables,
  WHATSAPP_TEMPLATE_NAMES,
  whatsappTemplateBody,
} from "./templates.ts";

describe("notification templates", () => {
  it("fill every variable, cutting SMS values to DLT's 30 characters but never a link", () => {
    const long = "Marigold Entrance Garland with Mango Leaves";
    const link = "https://utsav.example/vendor/bookings/bk_0123456789abcdef0123456789abcdef";
    const { text, variables } = renderNotification("booking_received_vendor_sms", {
      booking: "#3FA9C21B",
      offering: long,
      consumer: "Meera\nRao",
      date: "12 March 2026",
      place: "Koramangala",
      link,
    });
    expect(variables.offering).toHaveLength(SMS_VARIABLE_MAX);
    expect(variables.offering!.endsWith("…")).toBe(true);
    expect(text).toBe(
      `New booking #3FA9C21B for ${long.slice(0, 29)}… from Meera Rao. Event: 12 March 2026, Koramangala. Confirm or decline it at ${link} - Utsav`,
    );
  });

  it("keep e-mail values whole, with a subject", () => {
    const values = {
      booking: "#1",
      offering: "A very long offering name that goes on",
      vendor: "Asha",
      consumer: "Meera",
      date: "12 March 2026",
      place: "14 Rose Lane, 5th Block, Koramangala",
      details: "a\nb",
      link: "l",
    };
    const email = renderNotification("booking_received_vendor_email", values);
    expect(email).toMatchObject({
      channel: "email",
      subject: "New booking #1 for A very long offering name that goes on on 12 March 2026",
    });
    expect(email.text).toContain("Event date: 12 March 2026\nPlace: 14 Rose Lane, 5th Block, Koramangala\n\na\nb\n\n");
  });

  it("refuse a template filled in part", () => {
    expect(() => renderNotification("call_lead_vendor_sms", { consumer: "Meera", offering: "Diya" })).toThrow(/needs the variable phone/);
  });

  it("name their variables, and every SMS one is a DLT template (no line breaks, within 2 SMS parts)", () => {
    expect(templateVariables("call_lead_vendor_sms")).toEqual(["consumer", "phone", "offering"]);
    expect(SMS_TEMPLATE_NAMES).toEqual(NOTIFICATION_TEMPLATE_NAMES.filter((n) => n.endsWith("_sms")));
    for (const name of SMS_TEMPLATE_NAMES) {
      const { text } = NOTIFICATION_TEMPLATES[name];
      expect(text, name).not.toContain("\n");
      expect(text.length, name).toBeLessThanOrEqual(160);
    }
    expect(bookingReference("bk_0123456789abcdef0123456789abcdef")).toBe("#89ABCDEF");
  });

  it("give WhatsApp the vendor's alerts as Meta templates: parameters by place, one line each, never cut", () => {
    expect(WHATSAPP_TEMPLATE_NAMES).toEqual([
      "booking_answer_reminder_vendor_whatsapp",
      "booking_expired_vendor_whatsapp",
      "booking_event_reminder_vendor_whatsapp",
      "booking_received_vendor_whatsapp",
      "booking_cancelled_vendor_whatsapp",
      "call_lead_vendor_whatsapp",
    ]);
    expect(whatsappTemplateBody("booking_cancelled_vendor_whatsapp")).toBe(
      "Booking {{1}} for {{2}} ({{3}}) was cancelled by {{4}}. Reason: {{5}}. See {{6}} - Utsav",
    );
    for (const name of WHATSAPP_TEMPLATE_NAMES) {
      // Meta refuses a template whose body starts or ends with a parameter.
      expect(whatsappTemplateBody(name), name).toMatch(/^[^{].*[^}]$/);
    }
    const long = "Marigold Entrance Garland with Mango Leaves";
    const { channel, variables } = renderNotification("booking_received_vendor_whatsapp", {
      booking: "#1",
      offering: long,
      consumer: "Meera\n\tRao",
      date: "12 March 2026",
      place: "14 Rose Lane,\n5th Block, Koramangala",
      link: "https://utsav.example/vendor/bookings/bk_1",
    });
    expect(channel).toBe("whatsapp");
    expect(variables).toMatchObject({ offering: long, consumer: "Meera Rao", place: "14 Rose Lane, 5th Block, Koramangala" });
  });
});
