// The vendor's calendar (docs/decisions/0056): blocked days, daily capacity and the calendar feed.
export * from "./paths.ts";
export * from "./get-vendor-calendar.ts";
export * from "./set-vendor-capacity.ts";
export * from "./set-offering-capacity.ts";
export * from "./block-dates.ts";
export * from "./unblock-dates.ts";
export * from "./make-calendar-feed.ts";
export * from "./stop-calendar-feed.ts";
