import { REVIEW_COPY } from "../reviews/words.ts";

// The words of the app's push notifications (docs/decisions/0073): the card that asks to turn them on, at a moment that
// says what they are for, never at launch (Apple's and Google's guidance on asking for permission). Only the app says
// them: the web sends no push.

/** Where the card shows, and what it says the notifications are for there. */
export type PushPromptMoment = "vendor" | "booking" | "brief";

export const PUSH_PROMPT_COPY = {
  /** What each moment's card says the notifications bring: what PUSH_MESSAGES send to that side, and no more. */
  moments: {
    vendor: {
      title: "Get new bookings on this phone",
      lead: "A notification tells you the moment a customer books, when an answer is due and when a request for a quote matches your business.",
    },
    booking: {
      title: "Hear when the vendor answers",
      lead: "A notification tells you on this phone when the vendor confirms or declines your booking, and before your event.",
    },
    brief: {
      title: "Hear when a quote arrives",
      lead: "A notification tells you on this phone when a vendor sends a quote for your request.",
    },
  } satisfies Record<PushPromptMoment, { title: string; lead: string }>,
  turnOn: "Turn on notifications",
  notNow: REVIEW_COPY.keep,
  /** Said where the card was, once the phone said yes. */
  turnedOn: "Notifications are on for this phone.",
  /** The phone said no, or was told no before: the app cannot ask again, only the phone's Settings can turn them on. */
  deniedTitle: "Notifications are off for Utsav",
  deniedLead: "To get them, open Settings, then Notifications, and allow them for Utsav.",
  openSettings: "Open Settings",
  /** The Android notification channel's name, shown in the phone's settings for the app. */
  channelName: "Bookings, quotes and reminders",
} as const;
