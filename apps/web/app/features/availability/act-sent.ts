// Which of the Calendar page's acts is on its way (docs/decisions/0056), apart from calendar-acts.ts, which the route
// loads only when the first act is sent.

/** The act on its way, read from what the page sent (React Router's navigation.json): which form says it is busy. */
export function actSent(json: unknown): { intent: string; id: string } | null {
  if (typeof json !== "object" || json === null) return null;
  const { intent, id } = json as Record<string, unknown>;
  return typeof intent === "string" ? { intent, id: typeof id === "string" ? id : "" } : null;
}
