import { lazy, Suspense } from "react";
import type { ComponentType } from "react";
import { Skeleton } from "../skeleton";
import styles from "./page.module.css";

/** What shows while a vendor screen's code loads (after a client-side navigation; the server renders the screen). */
export function PageSkeleton() {
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
 * A vendor screen loaded as its own chunk (see features/vendors/shell/vendor-frame.tsx): `load` imports the module and
 * picks the component, so the route module stays thin and its initial JavaScript small.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
