// The checkout page's calls (docs/decisions/0050).
export * from "./paths.ts";
export * from "./get-checkout.ts";
export * from "./refresh-checkout.ts";
export * from "./local-pay.ts";
