import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpEmailProvider } from "../src/platform/email/smtp-email-provider.ts";
import { FakeSmtpServer } from "./support/fake-smtp-server.ts";

// The e-mail channel (docs/decisions/0021): nodemailer over SMTP, checked against a stand-in server at the wire.

const server = new FakeSmtpServer();
let url: string;
beforeAll(async () => {
  url = await server.start();
});
afterAll(async () => {
  await server.stop();
});

describe("SMTP e-mail provider", () => {
  it("sends the message from the configured address to the recipient, as plain UTF-8 text", async () => {
    const provider = new SmtpEmailProvider(url, "Utsav <bookings@utsav.example>");
    try {
      await provider.send({ to: "asha@example.in", subject: "New booking #3FA9C21B for Diya décor", text: "Hello Asha,\n\nMeera booked." });
      expect(server.mails).toHaveLength(1);
      const [mail] = server.mails;
      expect(mail!.from).toBe("bookings@utsav.example");
      expect(mail!.to).toEqual(["asha@example.in"]);
      // The subject is encoded as RFC 2047 words (it holds a non-ASCII letter); the body is plain UTF-8 text.
      expect(mail!.data).toMatch(/^Subject: =\?UTF-8\?Q\?New_booking_=233FA9C21B_for_Diya_d=C3=A9/m);
      expect(mail!.data).toContain("Content-Type: text/plain; charset=utf-8");
      expect(mail!.data).toContain("Meera booked.");
    } finally {
      provider.close();
    }
  });

  it("throws when the server refuses, so the outbox tries again later", async () => {
    const provider = new SmtpEmailProvider(url, "bookings@utsav.example");
    try {
      server.failNext = true;
      await expect(provider.send({ to: "asha@example.in", subject: "x", text: "y" })).rejects.toThrow(/451/);
    } finally {
      provider.close();
    }
  });
});
