import { useCallback, useEffect, useState } from "react";
import { secondsLeft } from "../shared/countdown.ts";

/**
 * Seconds left until a deadline, ticking each second, restartable (the OTP resend cooldown, application §4; the wait
 * a server asked for). Counted from the deadline, so a slow tick cannot drift.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, []);

  return { secondsLeft: left, restart };
}
