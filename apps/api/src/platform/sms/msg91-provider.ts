import type { FastifyBaseLogger } from "fastify";
import { GatewayError, sendWithRetries } from "../gateway-retry.ts";
import type { SmsProvider } from "./sms-provider.ts";

export interface Msg91Options {
  url: string;
  authKey: string;
  templateId: string;
  senderId?: string;
  timeoutMs?: number;
  retries?: number;
  fetch?: typeof fetch;
}

/**
 * MSG91's Flow API (one of India's most used SMS gateways): POST {template_id, short_url, recipients: [{mobiles,
 * …variables}]} with the authkey header. DLT rules in India require a registered template, so the text is the
 * template's and only its variables are sent. Retries on network errors, timeouts and 5xx with backoff; a 4xx is
 * final.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = "msg91";
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly options: Msg91Options,
    private readonly log: FastifyBaseLogger,
  ) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async send(to: string, _text: string, variables: Record<string, string>, templateId?: string): Promise<void> {
    const body = JSON.stringify({
      template_id: templateId ?? this.options.templateId,
      short_url: "0",
      ...(this.options.senderId ? { sender: this.options.senderId } : {}),
      recipients: [{ mobiles: to.replace(/^\+/, ""), ...variables }],
    });
    await sendWithRetries(
      async (signal) => {
        const response = await this.fetchImpl(this.options.url, {
          method: "POST",
          headers: { authkey: this.options.authKey, "content-type": "application/json", accept: "application/json" },
          body,
          signal,
        });
        if (!response.ok) throw new GatewayError(`gateway answered ${response.status}`, response.status >= 500 || response.status === 429);
        const result = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
        if (result.type === "error") throw new GatewayError(`gateway refused: ${result.message ?? "unknown"}`, false);
      },
      { retries: this.options.retries, timeoutMs: this.options.timeoutMs, log: this.log, failure: "SMS gateway send failed" },
    );
  }
}
