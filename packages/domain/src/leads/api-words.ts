// leads: its part of API_MESSAGES and apiMessageFor (shared/messages.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const apiMessages = {
  callLeadsLimit: "You have viewed many vendor numbers today. Please try again tomorrow.",
} as const;
