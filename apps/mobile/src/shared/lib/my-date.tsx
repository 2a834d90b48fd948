import { dataOrThrow, getNotFree, setLocation, thrownMessage } from "@utsav/api-client/shopper";
import { responseSchemas, validated, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES, MY_DATE_COPY, myDateProblem } from "@utsav/domain/shopper";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useApi } from "../../api/api-provider";
import { LOCATION_KEY, locationQuery } from "../../api/location-query";
import { useSession } from "../../session/session-provider";

// "Free on my date" (docs/decisions/0058): the event date a shopper plans for, kept like the chosen locality. Signed in,
// it is the profile's (GET and PUT /api/location); signed out, the app keeps no cookie, so it is kept in memory for this
// launch, and carried into the profile at sign-in when the profile has none. Lists and search read it here.

const getCheckedNotFree = validating(getNotFree, responseSchemas.getNotFree);

export interface MyDate {
  /** YYYY-MM-DD, or null while none is chosen. */
  date: string | null;
  /** The offerings whose vendors cannot take the date (blocked or full); null without a date or until read. */
  notFree: ReadonlySet<string> | null;
  /** While a change is being saved to the profile. */
  saving: boolean;
  /** Why the last change was refused, in the API's words (or the domain's, for a date that can never be kept). */
  error: string | null;
  /** Keeps a date (null forgets it); true once kept. */
  choose: (date: string | null) => Promise<boolean>;
}

interface MyDateStore {
  /** The date chosen while signed out. */
  deviceDate: string | null;
  /** A date chosen signed out, just signed in with, until the profile keeps it (or has its own). */
  carried: string | null;
  saving: boolean;
  error: string | null;
  choose: (date: string | null) => Promise<boolean>;
}

const MyDateContext = createContext<MyDateStore | null>(null);

export function MyDateProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const [deviceDate, setDeviceDate] = useState<string | null>(null);
  const [carried, setCarried] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn !== wasSignedIn) {
    setWasSignedIn(signedIn);
    // Signing in carries the phone's date towards the profile; signing out forgets the account's with its profile.
    setCarried(signedIn ? deviceDate : null);
    setDeviceDate(null);
    setError(null);
  }

  const save = useCallback(
    async (date: string | null): Promise<boolean> => {
      setSaving(true);
      setError(null);
      try {
        const result = validated(await setLocation(api.transport, { eventDate: date }), responseSchemas.setLocation);
        if (result.ok) queryClient.setQueryData(LOCATION_KEY, result.data);
        else setError(result.errorMessage ?? MY_DATE_COPY.saveFailed);
        return result.ok;
      } catch (thrown) {
        setError(thrownMessage(thrown, MY_DATE_COPY.saveFailed));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, queryClient],
  );

  const choose = useCallback(
    async (date: string | null): Promise<boolean> => {
      const problem = date === null ? null : myDateProblem(date);
      if (problem) {
        setError(problem);
        return false;
      }
      if (signedIn) return save(date);
      setError(null);
      setDeviceDate(date);
      return true;
    },
    [signedIn, save],
  );

  // The carried date is saved once the profile is read and has none; a profile's own date wins.
  const profile = useQuery({ ...locationQuery(api), enabled: signedIn && carried !== null });
  const carrying = useRef(false);
  useEffect(() => {
    if (carried === null || !profile.data || carrying.current) return;
    if (profile.data.eventDate !== null) {
      setCarried(null);
      return;
    }
    carrying.current = true;
    void save(carried).finally(() => {
      carrying.current = false;
    });
  }, [carried, profile.data, save]);

  const store = useMemo(() => ({ deviceDate, carried, saving, error, choose }), [deviceDate, carried, saving, error, choose]);
  return <MyDateContext.Provider value={store}>{children}</MyDateContext.Provider>;
}

/** The shopper's event date, and the offerings not free on it. */
export function useMyDate(): MyDate {
  const store = useContext(MyDateContext);
  if (!store) throw new Error("useMyDate needs a MyDateProvider");
  const api = useApi();
  const { signedIn } = useSession();
  const profile = useQuery({ ...locationQuery(api), enabled: signedIn });
  const date = signedIn ? (profile.data?.eventDate ?? store.carried) : store.deviceDate;
  const notFree = useQuery({
    queryKey: ["not-free", date],
    queryFn: ({ signal }) => dataOrThrow(getCheckedNotFree(api.transport, date ?? "", { signal }), MESSAGES.networkError),
    enabled: date !== null,
  });
  const ids = useMemo(() => (notFree.data ? new Set(notFree.data.offeringIds) : null), [notFree.data]);
  return { date, notFree: date === null ? null : ids, saving: store.saving, error: store.error, choose: store.choose };
}

/** What a card of an offering not free on the date says quietly, while the list does not leave such offerings out. */
export function notFreeNote(notFree: ReadonlySet<string> | null, offeringId: string): string | null {
  return notFree?.has(offeringId) ? MY_DATE_COPY.notFree : null;
}

/** The offerings free on the date (all of them until the not-free ones are known). */
export function keepFree<T extends { id: string }>(offerings: T[], notFree: ReadonlySet<string> | null): T[] {
  return notFree ? offerings.filter((offering) => !notFree.has(offering.id)) : offerings;
}
