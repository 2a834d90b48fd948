/** An e-mail to send: plain text, one recipient. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. `console` keeps messages in the local outbox (local runs and tests); `smtp` sends through nodemailer. */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
