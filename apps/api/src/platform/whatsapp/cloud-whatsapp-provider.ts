import type { FastifyBaseLogger } from "fastify";
import { GatewayError, sendWithRetries } from "../gateway-retry.ts";
import type { WhatsappMessage, WhatsappProvider } from "./whatsapp-provider.ts";

export interface CloudWhatsappOptions {
  /** The Graph API's address, https://graph.facebook.com (a test points it at a fake server). */
  apiUrl: string;
  /** The Graph API version in the path, e.g. 'v21.0'. */
  apiVersion: string;
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string;
  /** A system user's access token with the whatsapp_business_messaging permission. */
  accessToken: string;
  /** The language the templates were approved in, e.g. 'en' or 'en_US'. */
  language: string;
  timeoutMs?: number;
  retries?: number;
  fetch?: typeof fetch;
}

/** Meta's error codes for throttling, which pass: 'API Too Many Calls', rate limits, 'spam rate limit', pair rate limit. */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

/**
 * The WhatsApp Business Cloud API: POST {apiUrl}/{version}/{phone-number-id}/messages with a bearer token and a
 * template message (type 'template': the approved template's name, its language and the body's parameters). A
 * business may start a conversation only with an approved template, so the text is Meta's copy of ours and only the
 * parameters are sent. Retries network errors, timeouts, 5xx and throttling with backoff; other refusals are final
 * for this attempt (the notification worker tries the message again later).
 */
export class CloudWhatsappProvider implements WhatsappProvider {
  readonly name = "cloud";
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly options: CloudWhatsappOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async send({ to, template, parameters }: WhatsappMessage): Promise<void> {
    const { apiUrl, apiVersion, phoneNumberId } = this.options;
    const url = `${apiUrl.replace(/\/+$/, "")}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`;
    const body = JSON.stringify({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: to.replace(/^\+/, ""),
      type: "template",
      template: {
        name: template,
        language: { code: this.options.language },
        components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
      },
    });
    await sendWithRetries(
      async (signal) => {
        const response = await this.fetchImpl(url, {
          method: "POST",
          headers: { authorization: `Bearer ${this.options.accessToken}`, "content-type": "application/json", accept: "application/json" },
          body,
          signal,
        });
        const result = (await response.json().catch(() => ({}))) as CloudAnswer;
        if (response.ok && result.messages?.[0]?.id) return;
        const code = result.error?.code;
        const retriable = response.status >= 500 || response.status === 429 || (code !== undefined && THROTTLED.has(code));
        const why = result.error?.message ?? (response.ok ? "no message id" : "no error message");
        throw new GatewayError(
          `WhatsApp Cloud API answered ${response.status}${code === undefined ? "" : ` (code ${code})`}: ${why}`,
          retriable,
        );
      },
      { retries: this.options.retries, timeoutMs: this.options.timeoutMs, log: this.log, failure: "WhatsApp send failed" },
    );
  }
}

/** What the Cloud API answers: the message's id when accepted, an error otherwise. */
interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}
