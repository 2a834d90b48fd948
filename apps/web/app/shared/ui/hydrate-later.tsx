import { Suspense } from "react";
import type { ReactNode } from "react";

/**
 * Content below the first screen that the server has drawn: React takes it over after the rest of the page, in
 * tasks of its own, instead of inside the page's first hydration (a Suspense boundary the server completed is
 * hydrated at the lowest priority, docs/decisions/0026). A tap on it before then hydrates it first and is replayed.
 * Nothing inside suspends, so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
