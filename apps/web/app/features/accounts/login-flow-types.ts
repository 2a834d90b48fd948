/** The login steps render an h1 on the /login page and an h2 inside the login modal (one h1 per page). */
export type HeadingTag = "h1" | "h2";

/**
 * Words a sign-in page puts in place of the shoppers' own: the operations console's (docs/decisions/0043), whose
 * people never sign up, and whose code goes only to an operator's number while every number is answered alike.
 */
export interface LoginFlowWords {
  loginTitle: string;
  loginLead: string;
  /** The code step's lead, given the number as shown ("+91 98765 43210"). */
  codeLead: (phone: string) => string;
  /** The code step's way back to the number. */
  changeNumber: string;
}
