/** The login steps render an h1 on the /login page and an h2 inside the login modal (one h1 per page). */
export type HeadingTag = "h1" | "h2";
