import AsyncStorage from "@react-native-async-storage/async-storage";
import type { PushPromptMoment } from "@utsav/domain/shopper";

// 'Not now' on the push card is kept on the phone for a while (docs/decisions/0073), for each moment apart: a shopper
// who put it off after a booking is not asked at every booking, and a vendor not at every visit to the dashboard.

/** How long 'Not now' keeps the card away: long enough not to nag, short enough to offer it again. */
export const NOT_NOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const key = (moment: PushPromptMoment) => `utsav.push.not-now.${moment}`;

/** Whether 'Not now' was said for this moment within NOT_NOW_DAYS; a failed read offers the card. */
export async function putOff(moment: PushPromptMoment, now = Date.now()): Promise<boolean> {
  const kept = await AsyncStorage.getItem(key(moment)).catch(() => null);
  const at = kept === null ? Number.NaN : Number(kept);
  return Number.isFinite(at) && now - at < NOT_NOW_DAYS * DAY_MS;
}

export async function putOffNow(moment: PushPromptMoment, now = Date.now()): Promise<void> {
  await AsyncStorage.setItem(key(moment), String(now)).catch(() => undefined);
}
