import NotFoundRoute from "../app/+not-found";
import SectionRoute from "../app/[section]";
import HomeRoute from "../app/index";

/** The app's route files by their names under app/ (the layout is the test's own). */
export const appRoutes = {
  index: HomeRoute,
  "[section]": SectionRoute,
  "+not-found": NotFoundRoute,
};
