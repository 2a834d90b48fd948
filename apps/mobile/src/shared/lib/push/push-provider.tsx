import { useRouter } from "expo-router";
import * as Notifications from "expo-notifications";
import { forgetPushToken, registerPushToken } from "@utsav/api-client/shopper";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useApi } from "../../../api/api-provider";
import { useSession } from "../../../session/session-provider";
import { devicePushToken, pushPermission, pushSupported, showPushesInTheForeground } from "./device-push";
import { notificationRoute } from "./notification-target";

// Push notifications in the app (docs/decisions/0073, the API's side 0071): this phone's Expo push token is registered
// for whoever is signed in, shopper or vendor, at each launch once the phone allows notifications (a token may change),
// and forgotten on the server before the session ends. A tapped notification opens the screen it names.

interface PushControls {
  /** Registers this phone's token for the signed-in account, if the phone allows notifications (it never asks). */
  register: () => Promise<void>;
  /** Forgets this phone's token on the server, before the session ends. Never throws; waits FORGET_WAIT_MS at most. */
  forget: () => Promise<void>;
}

/** How long sign-out waits for the token to be forgotten: a phone offline still signs out at once. */
const FORGET_WAIT_MS = 4000;

const PushContext = createContext<PushControls | null>(null);

/** Settles when the work does, or after `ms`, whichever comes first; never throws. */
async function atMost(ms: number, work: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, ms);
  });
  try {
    await Promise.race([work(controller.signal).then(() => undefined), timeout]);
  } catch (error) {
    console.warn("Push token not forgotten", error);
  } finally {
    clearTimeout(timer);
  }
}

export function PushProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const session = useSession();
  const router = useRouter();
  /** The token this phone registered for the session, which sign-out forgets. */
  const registered = useRef<string | null>(null);
  const [tapped, setTapped] = useState<{ id: string; url: unknown } | null>(null);
  const handled = useRef(new Set<string>());

  const register = useCallback(async () => {
    if ((await pushPermission().catch(() => "denied")) !== "granted") return;
    const device = await devicePushToken();
    if (!device) return;
    try {
      const result = validated(await registerPushToken(api.transport, device), responseSchemas.registerPushToken);
      if (result.ok) registered.current = device.token;
      else console.warn("Push token not registered", result.errorMessage);
    } catch (error) {
      console.warn("Push token not registered", error);
    }
  }, [api]);

  const forget = useCallback(async () => {
    await atMost(FORGET_WAIT_MS, async (signal) => {
      const token = registered.current ?? ((await pushPermission()) === "granted" ? ((await devicePushToken())?.token ?? null) : null);
      registered.current = null;
      if (token) await forgetPushToken(api.transport, { token }, { signal });
    });
  }, [api]);

  // At each launch, and at each sign-in, while the phone allows notifications: never asks (the prompt's card does).
  const { ready, role } = session;
  useEffect(() => {
    if (ready && role !== null && pushSupported()) void register();
  }, [ready, role, register]);

  // A notification tapped while the app ran, or the one that started it.
  useEffect(() => {
    if (!pushSupported()) return;
    showPushesInTheForeground();
    const open = (response: Notifications.NotificationResponse | null) => {
      if (!response) return;
      const { identifier, content } = response.notification.request;
      setTapped({ id: identifier, url: (content.data as Record<string, unknown> | null)?.url });
    };
    open(Notifications.getLastNotificationResponse());
    const subscription = Notifications.addNotificationResponseReceivedListener(open);
    return () => subscription.remove();
  }, []);

  // Opened once the kept session is read, so a vendor's screen knows whether to ask for sign-in first.
  useEffect(() => {
    if (!tapped || !ready) return;
    setTapped(null);
    if (handled.current.has(tapped.id)) return;
    handled.current.add(tapped.id);
    Notifications.clearLastNotificationResponse();
    const route = notificationRoute(tapped.url, role);
    if (route) router.push(route);
  }, [tapped, ready, role, router]);

  const controls = useMemo<PushControls>(() => ({ register, forget }), [register, forget]);
  return <PushContext.Provider value={controls}>{children}</PushContext.Provider>;
}

export function usePush(): PushControls {
  const push = useContext(PushContext);
  if (!push) throw new Error("usePush needs a PushProvider");
  return push;
}

/**
 * What every sign-out calls before it ends the session (the shopper's Logout and 'Sign out of all devices', the
 * vendor's sign-out): the server forgets this phone's token while the session can still say whose it is.
 */
export function useForgetPushToken(): () => Promise<void> {
  return usePush().forget;
}
