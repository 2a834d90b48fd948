import * as Notifications from "expo-notifications";
import { PUSH_PROMPT_COPY } from "@utsav/domain/shopper";
import type { PushTokenRegistration } from "@utsav/domain/shopper";
import { Platform } from "react-native";
import { colors } from "../../ui/theme";
import { pushProjectId } from "../../../config";

// The phone's side of push notifications (docs/decisions/0073), at expo-notifications' boundary: whether the phone
// lets the app notify, asking it (only from the card that says what for), and this phone's Expo push token.

/** What the phone says of notifications for the app: yes, not asked yet, or no (only its Settings can change that). */
export type PushPermission = "granted" | "undetermined" | "denied";

/** The Android channel pushes arrive on: Expo's push service uses "default" when a push names none (app.config.ts). */
const CHANNEL = "default";

/** Whether this build can take pushes at all: a phone's app, not the web export. */
export const pushSupported = () => Platform.OS === "ios" || Platform.OS === "android";

const permissionOf = (settings: Notifications.NotificationPermissionsStatus): PushPermission =>
  settings.granted
    ? "granted"
    : settings.canAskAgain && settings.status !== Notifications.PermissionStatus.DENIED
      ? "undetermined"
      : "denied";

/** The phone's answer so far, without asking. */
export async function pushPermission(): Promise<PushPermission> {
  if (!pushSupported()) return "denied";
  return permissionOf(await Notifications.getPermissionsAsync());
}

/**
 * Asks the phone: iOS's alert, Android 13's POST_NOTIFICATIONS dialog. Android shows its dialog only once the app has
 * a channel, so the channel is made first, here, and not at launch. A phone that said no before answers at once.
 */
export async function askPushPermission(): Promise<PushPermission> {
  if (!pushSupported()) return "denied";
  if (Platform.OS === "android") {
    await Notifications.setNotificationChannelAsync(CHANNEL, {
      name: PUSH_PROMPT_COPY.channelName,
      importance: Notifications.AndroidImportance.HIGH,
      lightColor: colors.brand,
    });
  }
  return permissionOf(await Notifications.requestPermissionsAsync());
}

/**
 * This phone's Expo push token, as PUT /api/push-tokens takes it; null where there is none to take: no EAS project
 * (a local run, Expo Go), the web, or Expo's server out of reach (a simulator, no network). Registration is then
 * skipped quietly, and tried again at the next launch.
 */
export async function devicePushToken(): Promise<PushTokenRegistration | null> {
  const projectId = pushProjectId();
  if (!projectId || !pushSupported()) return null;
  try {
    const { data } = await Notifications.getExpoPushTokenAsync({ projectId });
    return { token: data, platform: Platform.OS === "ios" ? "ios" : "android" };
  } catch (error) {
    console.warn("No push token", error);
    return null;
  }
}

/** A push that arrives while the app is open shows as a banner too (Android shows it only with its sound). */
export function showPushesInTheForeground(): void {
  Notifications.setNotificationHandler({
    handleNotification: async () => ({ shouldShowBanner: true, shouldShowList: true, shouldPlaySound: true, shouldSetBadge: false }),
  });
}
