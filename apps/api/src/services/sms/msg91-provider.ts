import type { FastifyBaseLogger } from "fastify";
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
    const attempts = (this.options.retries ?? 2) + 1;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await this.fetchImpl(this.options.url, {
          method: "POST",
          headers: { authkey: this.options.authKey, "content-type": "application/json", accept: "application/json" },
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
        });
        if (response.ok) {
          const result = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
          if (result.type === "error") throw new GatewayError(`gateway refused: ${result.message ?? "unknown"}`, false);
          return;
        }
        throw new GatewayError(`gateway answered ${response.status}`, response.status >= 500 || response.status === 429);
      } catch (error) {
        lastError = error;
        const retriable = !(error instanceof GatewayError) || error.retriable;
        this.log.warn({ attempt, retriable, err: error instanceof Error ? error.message : String(error) }, "SMS gateway send failed");
        if (!retriable || attempt === attempts) break;
        await new Promise((r) => setTimeout(r, 200 * 2 ** (attempt - 1)));
      }
    }
    throw lastError instanceof Error ? lastError : new Error("SMS gateway send failed");
  }
}

class GatewayError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
  }
}
