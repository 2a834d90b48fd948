// Words only the native app shows (docs/decisions/0064), apart from the shared copy objects so that the web's pages
// do not carry them.

export const APP_COPY = {
  /** A screen that failed to draw (the root error boundary, docs/decisions/0062). */
  screenFailed: "This screen stopped working",
  /** The hero's pause and play button for its moving words (WCAG 2.2.2 Pause, Stop, Hide). */
  pauseHero: "Pause the moving text",
  playHero: "Play the moving text",
  /** Leaving a half-filled booking form: asked before what was typed is lost. */
  leaveBookingTitle: "Leave this booking?",
  leaveBookingLead: "What you filled in will not be sent or kept.",
  keepEditing: "Keep editing",
  leaveBooking: "Leave",
} as const;
