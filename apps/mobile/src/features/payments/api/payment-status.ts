import { refreshCheckout } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import type { PaymentOrderStatus } from "@utsav/domain";
import type { Api } from "../../../api/api-provider";

const refreshChecked = validating(refreshCheckout, responseSchemas.refreshCheckout);

/**
 * POST /api/public/payments/{orderId}/refresh: back from the checkout, the server asks the provider about the order
 * and answers what it then holds (docs/decisions/0050). The app shows only this, never what the checkout page said.
 * Null when no answer came (offline, a refusal): the caller asks again.
 */
export async function paymentStatus(api: Api, orderId: string): Promise<PaymentOrderStatus | null> {
  try {
    const result = await refreshChecked(api.transport, orderId);
    return result.ok ? result.data.status : null;
  } catch {
    return null;
  }
}
