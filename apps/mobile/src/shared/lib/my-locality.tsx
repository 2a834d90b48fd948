import AsyncStorage from "@react-native-async-storage/async-storage";
import { dataOrThrow, getUnserved, setLocation, thrownMessage } from "@utsav/api-client/shopper";
import { responseSchemas, validated, validating } from "@utsav/api-client/shopper-validate";
import { LOCALITY_COPY, MESSAGES } from "@utsav/domain/shopper";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useApi } from "../../api/api-provider";
import { LOCATION_KEY, locationQuery } from "../../api/location-query";
import { useSession } from "../../session/session-provider";

// "Serves my area" (docs/decisions/0022, 0069): the Bengaluru locality a shopper celebrates in. Signed in, it is the
// profile's (GET and PUT /api/location), so it follows the shopper to the web. Signed out, the app keeps no cookie: the
// phone keeps the name, and asks GET /api/public/localities/unserved which offerings its vendors do not serve. Signing
// in carries the phone's choice into a profile that has none, and the phone forgets it, so that after Logout whoever
// holds the phone does not see where the last shopper lives (OWASP ASVS 5.0 14.3).

const STORAGE_KEY = "utsav.locality";
const getCheckedUnserved = validating(getUnserved, responseSchemas.getUnserved);

export interface MyLocality {
  /** The locality's name as the gazetteer has it, or null while none is chosen (or while it is being read). */
  name: string | null;
  /** The offerings whose vendors do not serve it; null without a locality or until read. */
  unserved: ReadonlySet<string> | null;
  /** While a choice is being checked and kept. */
  saving: boolean;
  /** Why the last choice was refused, in the API's words. */
  error: string | null;
  /** Keeps a locality typed as a name or a pincode (null forgets it); true once kept. */
  choose: (locality: string | null) => Promise<boolean>;
}

const MyLocalityContext = createContext<MyLocality | null>(null);

const unservedKey = (name: string | null) => ["unserved", name] as const;

export function MyLocalityProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const [deviceName, setDeviceName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    AsyncStorage.getItem(STORAGE_KEY)
      .then((stored) => {
        if (live && stored) setDeviceName((current) => current ?? stored);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const keepOnDevice = useCallback((name: string | null) => {
    setDeviceName(name);
    void (name ? AsyncStorage.setItem(STORAGE_KEY, name) : AsyncStorage.removeItem(STORAGE_KEY)).catch(() => undefined);
  }, []);

  const profile = useQuery({ ...locationQuery(api), enabled: signedIn });
  const device = useQuery({
    queryKey: unservedKey(deviceName),
    queryFn: ({ signal }) => dataOrThrow(getCheckedUnserved(api.transport, deviceName ?? "", { signal }), MESSAGES.networkError),
    enabled: !signedIn && deviceName !== null,
    staleTime: 60_000,
  });

  const choose = useCallback(
    async (text: string | null): Promise<boolean> => {
      setSaving(true);
      setError(null);
      try {
        if (signedIn) {
          const result = validated(await setLocation(api.transport, { locality: text }), responseSchemas.setLocation);
          if (result.ok) queryClient.setQueryData(LOCATION_KEY, result.data);
          else setError(result.errorMessage ?? LOCALITY_COPY.saveFailed);
          return result.ok;
        }
        if (text === null) {
          keepOnDevice(null);
          return true;
        }
        // Checked by the server first: a name it does not know is refused in its words; a pincode becomes its name.
        const result = await getCheckedUnserved(api.transport, text);
        if (!result.ok) {
          setError(result.errorMessage ?? LOCALITY_COPY.saveFailed);
          return false;
        }
        queryClient.setQueryData(unservedKey(result.data.locality.name), result.data);
        keepOnDevice(result.data.locality.name);
        return true;
      } catch (thrown) {
        setError(thrownMessage(thrown, LOCALITY_COPY.saveFailed));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, queryClient, signedIn, keepOnDevice],
  );

  // Signed in with a locality chosen on the phone: a profile without one takes it; either way the phone forgets it.
  const carrying = useRef(false);
  useEffect(() => {
    if (!signedIn || deviceName === null || !profile.data || carrying.current) return;
    const carried = deviceName;
    keepOnDevice(null);
    if (profile.data.locality !== null) return;
    carrying.current = true;
    void choose(carried).finally(() => {
      carrying.current = false;
    });
  }, [signedIn, deviceName, profile.data, choose, keepOnDevice]);

  const name = signedIn ? (profile.data?.locality?.name ?? null) : deviceName;
  const ids = signedIn ? profile.data?.unservedOfferingIds : device.data?.unservedOfferingIds;
  const unserved = useMemo(() => (name !== null && ids ? new Set(ids) : null), [name, ids]);
  const value = useMemo(() => ({ name, unserved, saving, error, choose }), [name, unserved, saving, error, choose]);
  return <MyLocalityContext.Provider value={value}>{children}</MyLocalityContext.Provider>;
}

/** The shopper's locality, and the offerings whose vendors do not serve it. */
export function useMyLocality(): MyLocality {
  const value = useContext(MyLocalityContext);
  if (!value) throw new Error("useMyLocality needs a MyLocalityProvider");
  return value;
}

/** The offerings whose vendors serve the locality (all of them until the unserved ones are known). */
export function keepServed<T extends { id: string }>(offerings: T[], unserved: ReadonlySet<string> | null): T[] {
  return unserved ? offerings.filter((offering) => !unserved.has(offering.id)) : offerings;
}
