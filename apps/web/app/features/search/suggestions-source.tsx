import { useEffect } from "react";
import { SearchQueryProvider } from "./search-query-provider";
import { useSuggestions } from "./suggestions-query";
import type { SuggestionSection, SuggestionsInput } from "./suggestions-query";

interface SuggestionsSourceProps {
  input: SuggestionsInput;
  enabled: boolean;
  onSections: (sections: SuggestionSection[]) => void;
}

/**
 * Fetches the suggestions (TanStack Query) and hands them to the search box, which owns the combobox. It is loaded
 * when the search box is first focused, so TanStack Query is not part of the page's initial JavaScript.
 */
export default function SuggestionsSource(props: SuggestionsSourceProps) {
  return (
    <SearchQueryProvider>
      <Source {...props} />
    </SearchQueryProvider>
  );
}

function Source({ input, enabled, onSections }: SuggestionsSourceProps) {
  const { sections } = useSuggestions(input, { enabled });
  useEffect(() => onSections(sections), [sections, onSections]);
  return null;
}
