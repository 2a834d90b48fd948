import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

/** What the root loader knows of the consumer's chosen locality (decision 0022) and event date (decision 0058). */
interface RootChoice {
  locality?: string | null;
  unservedOfferingIds?: readonly string[];
  eventDate?: string | null;
  unavailableOfferingIds?: readonly string[];
}

export interface ChosenLocality {
  /** The chosen locality's name, or null until one is chosen. */
  locality: string | null;
  /** Whether the offering's vendor serves the chosen locality (true until one is chosen). */
  serves: (offeringId: string) => boolean;
  /** The chosen event date (YYYY-MM-DD), or null until one is chosen. */
  eventDate: string | null;
  /** Whether the offering's vendor can take a booking that day (true until one is chosen). */
  freeOn: (offeringId: string) => boolean;
}

/** The consumer's chosen locality and event date, and which offerings' vendors do not serve or cannot take them. */
export function useChosenLocality(): ChosenLocality {
  const root = useRouteLoaderData<RootChoice>("root");
  const locality = root?.locality ?? null;
  const eventDate = root?.eventDate ?? null;
  const unserved = root?.unservedOfferingIds;
  const unavailable = root?.unavailableOfferingIds;
  return useMemo(() => {
    const out = new Set(unserved ?? []);
    const taken = new Set(unavailable ?? []);
    return { locality, serves: (id: string) => !out.has(id), eventDate, freeOn: (id: string) => !taken.has(id) };
  }, [locality, unserved, eventDate, unavailable]);
}
