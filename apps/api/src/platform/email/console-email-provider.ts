import { ConsoleProvider } from "../sms/console-provider.ts";
import type { EmailMessage, EmailProvider } from "./email-provider.ts";

/** The message of the log line that shows a local e-mail in test runs (the API tests' log check knows it). */
export const DEV_EMAIL_LOG_MESSAGE = "development e-mail";

/** Local runs and tests: each e-mail is kept in the local message log (shown at /dev/outbox) beside the SMS, as ConsoleProvider says. */
export class ConsoleEmailProvider extends ConsoleProvider implements EmailProvider {
  async send({ to, subject, text }: EmailMessage): Promise<void> {
    this.deliver("email", to, `${subject}\n\n${text}`, [{ devEmail: { to, subject } }, DEV_EMAIL_LOG_MESSAGE]);
  }
}
