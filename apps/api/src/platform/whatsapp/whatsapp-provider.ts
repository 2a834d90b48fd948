/** A WhatsApp template message: Meta's approved template `template`, filled with `parameters` in their places. */
export interface WhatsappMessage {
  /** The recipient's number, '+91…'. */
  to: string;
  /** A name of NOTIFICATION_TEMPLATES whose channel is whatsapp, registered with Meta under the same name. */
  template: string;
  /** The body's parameters {{1}}, {{2}}… in order (templateVariables of the template). */
  parameters: string[];
  /** The filled text, which a local provider shows; the Cloud API sends the template instead. */
  text: string;
}

/**
 * Sends WhatsApp messages (vendors' booking alerts, docs/decisions/0021). `console` keeps them in the local outbox
 * (local runs and tests); `cloud` calls the WhatsApp Business Cloud API. A failure throws, and the notification
 * worker tries again later.
 */
export interface WhatsappProvider {
  readonly name: string;
  send(message: WhatsappMessage): Promise<void>;
}
