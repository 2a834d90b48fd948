import type * as Notifications from "expo-notifications";

// expo-notifications in tests (test/setup.ts): no native module. The phone's side of push notifications as the app
// meets it: what the phone answers when asked for permission, its Expo push token, and a notification tapped. A test
// sets them through `pushFake` and reads what the app did (asked, made a channel, which project the token was for).

type Permission = "granted" | "denied" | "undetermined";
type ResponseListener = (response: Notifications.NotificationResponse) => void;

export const FAKE_PUSH_TOKEN = "ExponentPushToken[fake-phone-token-0001]";

const initial = () => ({
  /** What the phone says now, without asking. */
  permission: "undetermined" as Permission,
  /** Whether the phone would show its dialog again (false once it said no). */
  canAskAgain: true,
  /** What the phone's dialog answers when the app asks. */
  answer: "granted" as Exclude<Permission, "undetermined">,
  /** Each time the app asked. */
  asked: 0,
  channels: [] as { id: string; name: string | null }[],
  tokenProjects: [] as string[],
  token: FAKE_PUSH_TOKEN as string | null,
  lastResponse: null as Notifications.NotificationResponse | null,
  handlerSet: false,
});

let state = initial();
const listeners = new Set<ResponseListener>();

function settings(): Notifications.NotificationPermissionsStatus {
  return {
    status: state.permission as Notifications.NotificationPermissionsStatus["status"],
    granted: state.permission === "granted",
    canAskAgain: state.canAskAgain,
    expires: "never",
  };
}

function responseTo(data: Record<string, unknown>, identifier: string): Notifications.NotificationResponse {
  return {
    actionIdentifier: "expo.modules.notifications.actions.DEFAULT",
    notification: {
      date: 0,
      request: { identifier, content: { title: "Booking", subtitle: null, body: "A push", data, sound: "default" }, trigger: null },
    },
  } as unknown as Notifications.NotificationResponse;
}

let tapped = 0;

export const pushFake = {
  get state() {
    return state;
  },
  reset() {
    state = initial();
    listeners.clear();
  },
  /** The phone's setting now, as a phone that was asked before (or set in Settings) has it. */
  setPermission(permission: Permission, canAskAgain = permission !== "denied") {
    state.permission = permission;
    state.canAskAgain = canAskAgain;
  },
  /** What the phone's dialog answers. */
  answerWith(answer: "granted" | "denied") {
    state.answer = answer;
  },
  /** A notification that started the app when tapped (a cold start): the app reads it as it opens. */
  startedBy(data: Record<string, unknown>) {
    state.lastResponse = responseTo(data, `cold-${++tapped}`);
  },
  /** A notification tapped while the app runs. */
  tap(data: Record<string, unknown>) {
    const response = responseTo(data, `tap-${++tapped}`);
    state.lastResponse = response;
    for (const listener of [...listeners]) listener(response);
  },
};

export const AndroidImportance = { DEFAULT: 3, HIGH: 4, MAX: 5 } as const;
export const PermissionStatus = { GRANTED: "granted", UNDETERMINED: "undetermined", DENIED: "denied" } as const;

export async function getPermissionsAsync() {
  return settings();
}

export async function requestPermissionsAsync() {
  state.asked += 1;
  if (state.permission === "undetermined" && state.canAskAgain) {
    state.permission = state.answer;
    state.canAskAgain = state.answer !== "denied";
  }
  return settings();
}

export async function setNotificationChannelAsync(id: string, channel: { name: string | null }) {
  state.channels.push({ id, name: channel.name });
  return null;
}

export async function getExpoPushTokenAsync({ projectId }: { projectId?: string } = {}) {
  if (!projectId) throw new Error("No projectId");
  state.tokenProjects.push(projectId);
  if (state.token === null) throw new Error("Expo's server is out of reach");
  return { type: "expo" as const, data: state.token };
}

export function setNotificationHandler(handler: unknown) {
  state.handlerSet = handler !== null;
}

export function getLastNotificationResponse() {
  return state.lastResponse;
}

export function clearLastNotificationResponse() {
  state.lastResponse = null;
}

export function addNotificationResponseReceivedListener(listener: ResponseListener) {
  listeners.add(listener);
  return { remove: () => listeners.delete(listener) };
}
