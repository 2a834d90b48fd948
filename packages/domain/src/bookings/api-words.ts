// bookings: its part of API_MESSAGES and apiMessageFor (shared/messages.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const apiMessages = {
  notBookable: "This offering cannot be booked online",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different booking",
} as const;
