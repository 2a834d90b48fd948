import type { SessionRole } from "../../../session/session-provider";
import { paths } from "../../../navigation/paths";

// Where a tapped notification goes (docs/decisions/0073). Its data.url is the path of the page its SMS links to
// (docs/decisions/0070). A push can come from anyone who learns the phone's token, so the app opens only its own
// screens that a notification may name, and nothing else: no other site, no scheme, no screen it does not list.

/** Stands for one segment of a path (an id); a path segment of letters, digits, '_' and '-'. */
const ID = "__id__";
const SEGMENT = "[A-Za-z0-9_-]+";

/** The screens a notification may open: what the outbox's SMS link to, and the lists around them. */
const VENDOR_SCREENS = [
  paths.vendorDashboard(),
  paths.vendorBookings(),
  paths.vendorBooking(ID),
  paths.vendorLeads(),
  paths.vendorBriefs(),
  paths.vendorBrief(ID),
  paths.vendorCalendar(),
  paths.vendorPayments(),
  paths.vendorReviews(),
  paths.vendorAlerts(),
];
const SHOPPER_SCREENS = [
  paths.myBookings(),
  paths.myBooking(ID),
  paths.myBookingReview(ID),
  paths.myBriefs(),
  paths.myBrief(ID),
  paths.requestProposals(),
  paths.search(),
];

const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(ID, SEGMENT)}/?$`);
const VENDOR = VENDOR_SCREENS.map(pattern);
const SHOPPER = SHOPPER_SCREENS.map(pattern);

/** Whose screen a notification names, and its path with its query; null for anything that is not one of them. */
export function notificationScreen(url: unknown): { path: string; role: SessionRole } | null {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//") || url.length > 500) return null;
  const [pathname = "", ...rest] = url.split("?");
  if (rest.length > 1 || pathname.includes("#") || rest.some((query) => query.includes("#"))) return null;
  if (VENDOR.some((screen) => screen.test(pathname))) return { path: url, role: "vendor" };
  if (SHOPPER.some((screen) => screen.test(pathname))) return { path: url, role: "consumer" };
  return null;
}

/**
 * Where to go for a notification's screen, as this session stands: the screen itself; for a vendor's screen while no
 * vendor is signed in, 'Sign in as vendor' first, which goes on to it (`next`). A shopper's screen is opened as it is:
 * each of the shopper's own screens sends someone signed out to sign in, and comes back (use-sign-in-first).
 */
export function notificationRoute(url: unknown, role: SessionRole | null): string | null {
  const screen = notificationScreen(url);
  if (!screen) return null;
  if (screen.role === "vendor" && role !== "vendor") return paths.vendorLoginThen(screen.path);
  return screen.path;
}

/** The `next` a vendor's sign-in may go on to: a screen of the vendor's side, else none. */
export function vendorNext(next: unknown): string | null {
  const screen = notificationScreen(next);
  return screen?.role === "vendor" ? screen.path : null;
}
