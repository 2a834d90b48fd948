// The vendors' sign-in page's words, for the web's /vendor/login and the app's (docs/decisions/0071).

export const VENDOR_SIGN_IN_COPY = {
  kicker: "Utsav for vendors",
  title: "Sign in as vendor",
  lead: "Manage your offerings, bookings and leads. New here? Sign in with your business mobile number and we will set up your business next.",
  consumerSignedInTitle: "You are signed in as a customer",
  consumerSessionBody:
    "This is the vendor area, for businesses that sell on Utsav. To manage your business, sign out and sign in again as a vendor with your business's mobile number.",
  consumerSignedInBody: "This is the sign-in for vendors. Sign out first, then sign in with your business mobile number.",
  shoppingInstead: "Shopping instead?",
  customerLogin: "Customer login",
  whySell: "Why sell on Utsav",
} as const;
