import { lazy, Suspense } from "react";
import type { ComponentType } from "react";
import { Skeleton } from "./skeleton";
import styles from "./lazy-screen.module.css";

/** What shows while a screen's code loads (after a client-side navigation; the server renders the screen). */
export function ScreenSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading">
      <Skeleton width="45%" height={32} />
      <Skeleton width="80%" height={18} />
      <Skeleton height={160} radius={14} />
      <Skeleton height={120} radius={14} />
    </div>
  );
}

/**
 * A screen loaded as its own chunk: `load` imports the module and picks the component, so the route module stays thin
 * and its initial JavaScript small. The server renders the screen with the page (streamed); the browser hydrates it
 * once its chunk has arrived. The vendor area's screens load this way (TanStack Query, docs/decisions/0009), and so
 * does every form built on the form helper (react-hook-form, docs/decisions/0030).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, fallback: React.ReactNode = <ScreenSkeleton />) {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
