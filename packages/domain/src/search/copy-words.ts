// search: its part of COPY and copyFor (shared/copy.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const copy = {
  search: "Search",
  searchPlaceholder: "What are you Looking for ?",
  discover: "Discover amazing vendors and services",
  occasions: "Occasions",
  locations: "Locations",
  all: "All",
  suggestions: "Suggestions",
} as const;

export const copyFor = {
  resultsCount: (count: number, capped: boolean) =>
    `${count.toLocaleString("en-IN")}${capped ? "+" : ""} ${count === 1 && !capped ? "result" : "results"}`,
} as const;
