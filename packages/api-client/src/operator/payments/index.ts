// The operators' payments console's calls (docs/decisions/0052).
export * from "./paths.ts";
export * from "./list-operator-payments.ts";
export * from "./get-operator-payment.ts";
export * from "./refund-operator-payment.ts";
export * from "./export-operator-payments.ts";
export * from "./get-reconciliations.ts";
export * from "./run-reconciliation.ts";
