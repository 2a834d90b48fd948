import NotFoundRoute from "../app/+not-found";
import SectionRoute from "../app/[section]";
import BookingRoute from "../app/booking/[slug]";
import HomeRoute from "../app/index";
import LoginRoute from "../app/login";
import OfferingRoute from "../app/offerings/[slug]";
import ProfileRoute from "../app/profile";

/** The app's route files by their names under app/ (the layout is the test's own). */
export const appRoutes = {
  index: HomeRoute,
  "[section]": SectionRoute,
  "offerings/[slug]": OfferingRoute,
  "booking/[slug]": BookingRoute,
  login: LoginRoute,
  profile: ProfileRoute,
  "+not-found": NotFoundRoute,
};
