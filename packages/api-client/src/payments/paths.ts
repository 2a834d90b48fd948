/**
 * The checkout page's API paths (docs/decisions/0050), apart from apiPaths so the pages that take no payment (every
 * page's first script) do not carry them. An order's id is its checkout's address: only its shopper is given it.
 */
export const paymentPaths = {
  checkout: (orderId: string) => `/api/public/payments/${encodeURIComponent(orderId)}`,
  refreshCheckout: (orderId: string) => `/api/public/payments/${encodeURIComponent(orderId)}/refresh`,
  /** Local runs only (404 elsewhere): the local payment page's pay and fail. */
  localPay: (orderId: string) => `/api/dev/payments/${encodeURIComponent(orderId)}`,
} as const;
