// Deleting an account (docs/decisions/0031): what the question before deleting sends to its route's action and what
// the action answers. Without imports, so that a layout's shouldRevalidate can tell a deletion (isAccountDeleted)
// without loading the deletion's words into every page of the area.

/** The intent of the deletion, in the act table of the route that owns it (/account/data, /vendor/profile). */
export const ACCOUNT_DELETION_INTENT = "delete-account";

/** What the question before deleting sends: the word as typed. */
export type AccountDeletionAct = { intent: typeof ACCOUNT_DELETION_INTENT; confirm: string };

/** What the deletion answers: done (the API has ended every session), or the server's words (a 409 names the open work). */
export type AccountDeletionAnswer = { ok: true; accountDeleted: true } | { ok: false; error: string };

/**
 * Whether an action answered a deletion that was done: the account and its session are gone, so a loader that needs
 * them (the page's, the vendor layout's) is not read again (shouldRevalidate); the question goes home instead.
 */
export function isAccountDeleted(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "accountDeleted" in answer && answer.accountDeleted === true;
}
