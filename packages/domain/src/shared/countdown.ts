// spec: application §2 "The OTP screen shows a 90-second resend cooldown as m:ss".

/** 90 → '1:30', 5 → '0:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Whole seconds left until `endsAt` (epoch ms), never negative; counted from a deadline so a slow tick cannot drift. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
