// The vendor screens load as their own chunks (see features/vendors/shell/vendor-frame.tsx), through the site's
// lazyScreen; PageSkeleton is what shows while one loads after a client-side navigation.
export { lazyScreen, ScreenSkeleton as PageSkeleton } from "../lazy-screen";
