// The search filters' own words, apart from search's part of COPY (copy-words.ts), which the header's search box
// loads on every page: these load only with the filters dialog.

export const SEARCH_FILTER_COPY = {
  /** The filter that keeps offerings whose vendor serves the chosen locality (decision 0022). */
  servesMyArea: "Serves my area",
} as const;

export const searchFilterCopyFor = {
  /** The price filter's hint: what the results in hand cost, as rupees. */
  resultsCost: (from: string, to: string) => `These results cost ${from} to ${to}`,
  serves: (area: string) => `Serves ${area}`,
} as const;
