import { lazy, Suspense } from "react";
import type { BottomSheetProps } from "./bottom-sheet-drawer";
import { useOpenedOnce } from "./lazy-overlay";

export type { BottomSheetProps, SheetHeight } from "./bottom-sheet-drawer";

const BottomSheetDrawer = lazy(() => import("./bottom-sheet-drawer"));

/**
 * The bottom sheet of application §2 and §4 (vaul; see bottom-sheet-drawer.tsx). Its code loads the first time
 * it opens.
 */
export function BottomSheet(props: BottomSheetProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BottomSheetDrawer {...props} />
    </Suspense>
  );
}
