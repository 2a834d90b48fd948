import { useEffect, useState } from "react";

/** The value once it has stopped changing for `delayMs` (suggestions wait for the typing to pause, spec §5). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
