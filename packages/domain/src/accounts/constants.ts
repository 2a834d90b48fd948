// spec: application §9 (business constants and limits) and catalogue §9.

export const OTP = { length: 6, resendCooldownSeconds: 90 } as const;

/** Consumers, vendors and the marketplace's operators (the operations console: docs/decisions/0020). */
export const USER_TYPES = ["consumer", "vendor", "operator"] as const;
