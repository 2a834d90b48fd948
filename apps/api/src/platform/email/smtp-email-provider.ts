import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { EmailMessage, EmailProvider } from "./email-provider.ts";

/** How long one SMTP step may take: well inside the outbox's claim lease, so a slow server never causes a resend. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * E-mail through an SMTP server (nodemailer), e.g. smtps://user:password@smtp.example.in:465. One connection pool
 * per process; a failure throws, and the notification worker retries it later with backoff.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = "smtp";
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      pool: true,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }

  close(): void {
    this.transport.close();
  }
}
