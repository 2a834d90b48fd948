import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

/** What the root loader knows of the consumer's chosen locality (decision 0022). */
interface RootLocality {
  locality?: string | null;
  unservedOfferingIds?: readonly string[];
}

export interface ChosenLocality {
  /** The chosen locality's name, or null until one is chosen. */
  locality: string | null;
  /** Whether the offering's vendor serves the chosen locality (true until one is chosen). */
  serves: (offeringId: string) => boolean;
}

/** The consumer's chosen locality and which offerings' vendors do not serve it, from the root loader. */
export function useChosenLocality(): ChosenLocality {
  const root = useRouteLoaderData<RootLocality>("root");
  const locality = root?.locality ?? null;
  const unserved = root?.unservedOfferingIds;
  return useMemo(() => {
    const ids = new Set(unserved ?? []);
    return { locality, serves: (offeringId: string) => !ids.has(offeringId) };
  }, [locality, unserved]);
}
