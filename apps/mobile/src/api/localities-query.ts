import { dataOrThrow, getLocalities } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES, SEARCH } from "@utsav/domain/shopper";
import type { LocalityData } from "@utsav/domain";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../shared/lib/use-debounced-value";
import { useApi } from "./api-provider";

const localitiesChecked = validating(getLocalities, responseSchemas.getLocalities);

export interface FoundLocalities {
  /** The localities the settled text matches; empty until answered. */
  localities: LocalityData[];
  /** The text the answer is for: what was typed once it settled (the search's pause). */
  text: string;
  /** Whether the server has answered for that text. */
  answered: boolean;
}

/**
 * GET /api/localities?q= once what is typed has settled (the search's pause): the Bengaluru localities it matches, by
 * name or the start of a pincode (docs/decisions/0022). The booking form's locality and the locality picker ask it.
 */
export function useLocalities(typed: string): FoundLocalities {
  const api = useApi();
  const text = useDebouncedValue(typed.trim(), SEARCH.debounceMs);
  const query = useQuery({
    queryKey: ["localities", text],
    queryFn: ({ signal }) => dataOrThrow(localitiesChecked(api.transport, text, { signal }), MESSAGES.networkError),
    enabled: text.length >= SEARCH.minQueryLength,
    // Without suggestions a field still takes what is typed: the server checks it where it is kept.
    retry: false,
    staleTime: Infinity,
  });
  return { localities: query.data?.localities ?? [], text, answered: query.isSuccess };
}
