import NotFoundRoute from "../app/+not-found";
import MyBookingRoute from "../app/account/bookings/[id]";
import MyBookingReviewRoute from "../app/account/bookings/[id]/review";
import MyBookingsRoute from "../app/account/bookings/index";
import MyBriefRoute from "../app/account/briefs/[id]";
import MyBriefsRoute from "../app/account/briefs/index";
import SectionRoute from "../app/[section]";
import BlogPostRoute from "../app/blog/[slug]";
import BlogRoute from "../app/blog/index";
import BookingRoute from "../app/booking/[slug]";
import CookiesRoute from "../app/cookies";
import CollectionRoute from "../app/collections/[slug]";
import HomeRoute from "../app/index";
import LoginRoute from "../app/login";
import OfferingRoute from "../app/offerings/[slug]";
import OfferingsRoute from "../app/offerings/index";
import PrivacyRoute from "../app/privacy";
import ProfileRoute from "../app/profile";
import RequestProposalsRoute from "../app/request-proposals";
import SearchRoute from "../app/search";
import StoreRoute from "../app/stores/[slug]";
import TermsRoute from "../app/terms";
import VendorLoginRoute from "../app/vendor/login";
import VendorDashboardRoute from "../app/vendor/index";
import VendorBookingRoute from "../app/vendor/bookings/[id]";
import VendorBookingsRoute from "../app/vendor/bookings/index";
import VendorLeadsRoute from "../app/vendor/leads";
import VendorBriefRoute from "../app/vendor/briefs/[id]";
import VendorBriefsRoute from "../app/vendor/briefs/index";
import VendorCalendarRoute from "../app/vendor/calendar";
import VendorPaymentsRoute from "../app/vendor/payments";
import VendorReviewsRoute from "../app/vendor/reviews";
import VendorAlertsRoute from "../app/vendor/alerts";
import WidgetOfferingsRoute from "../app/widget/[widgetId]/offerings";

/** The app's route files by their names under app/ (the layout is the test's own). */
export const appRoutes = {
  index: HomeRoute,
  "[section]": SectionRoute,
  "offerings/index": OfferingsRoute,
  "offerings/[slug]": OfferingRoute,
  "collections/[slug]": CollectionRoute,
  "stores/[slug]": StoreRoute,
  "widget/[widgetId]/offerings": WidgetOfferingsRoute,
  "booking/[slug]": BookingRoute,
  login: LoginRoute,
  profile: ProfileRoute,
  "account/bookings/index": MyBookingsRoute,
  "account/bookings/[id]": MyBookingRoute,
  "account/bookings/[id]/review": MyBookingReviewRoute,
  "request-proposals": RequestProposalsRoute,
  "account/briefs/index": MyBriefsRoute,
  "account/briefs/[id]": MyBriefRoute,
  "blog/index": BlogRoute,
  "blog/[slug]": BlogPostRoute,
  privacy: PrivacyRoute,
  terms: TermsRoute,
  cookies: CookiesRoute,
  search: SearchRoute,
  // the vendor's side (docs/decisions/0071)
  "vendor/login": VendorLoginRoute,
  "vendor/index": VendorDashboardRoute,
  "vendor/bookings/index": VendorBookingsRoute,
  "vendor/bookings/[id]": VendorBookingRoute,
  "vendor/leads": VendorLeadsRoute,
  "vendor/briefs/index": VendorBriefsRoute,
  "vendor/briefs/[id]": VendorBriefRoute,
  "vendor/calendar": VendorCalendarRoute,
  "vendor/payments": VendorPaymentsRoute,
  "vendor/reviews": VendorReviewsRoute,
  "vendor/alerts": VendorAlertsRoute,
  "+not-found": NotFoundRoute,
};
