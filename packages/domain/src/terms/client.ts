// Vendors' terms and service areas, the localities gazetteer and serviceability (docs/decisions/0022). Without zod:
// what @utsav/domain/client re-exports.
export * from "./localities.ts";
export * from "./rules.ts";
export * from "./service-areas.ts";
export * from "./refund-schedules.ts";
export * from "./refund-calculator.ts";
