import { useRouter } from "expo-router";
import type { ErrorBoundaryProps } from "expo-router";
import { useEffect } from "react";
import { paths } from "../navigation/paths";
import { ScreenFailedView } from "../shared/ui/error-view";
import { reportCrash } from "./crash-reporter";

/**
 * The root layout's error boundary (expo-router's route-level `ErrorBoundary` export, app/_layout.tsx), so a screen
 * that throws while drawing shows a way on instead of a blank app. The error goes to the crash reporter.
 */
export function RouteErrorBoundary({ error, retry }: ErrorBoundaryProps) {
  const router = useRouter();
  useEffect(() => {
    void reportCrash(error, { source: "screen" });
  }, [error]);
  const goHome = () => {
    router.replace(paths.home());
    void retry();
  };
  return <ScreenFailedView onRetry={() => void retry()} onHome={goHome} />;
}
