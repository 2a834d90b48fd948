import { useEffect, useState } from "react";
import { Drawer } from "vaul";
import { BOTTOM_SHEET } from "@utsav/domain/client";
import { CloseIcon } from "./icons";
import styles from "./overlay.module.css";

export type SheetHeight = keyof typeof BOTTOM_SHEET.heights;

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown to screen readers when no visible description is given. */
  description?: string;
  height?: SheetHeight;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/**
 * vaul's close threshold is a fraction of the sheet's height: the fraction that is 50 px of this sheet
 * (application §4 "drag down over 50 px"), so a tall sheet and a short one close after the same drag.
 */
export function closeThresholdFor(sheetHeightPx: number): number {
  if (!(sheetHeightPx > 0)) return 0.25;
  return Math.min(1, BOTTOM_SHEET.closeThresholdPx / sheetHeightPx);
}

/**
 * The bottom sheet of application §2 and §4: heights 25/50/75/94% capped at 85% of the window on web, opens in
 * 300 ms, closes on the overlay, the close button, a drag past 50 px or a fast flick (vaul's own velocity rule:
 * docs/decisions/0047).
 */
export default function BottomSheetDrawer({
  open,
  onOpenChange,
  title,
  description,
  height = "large",
  children,
  footer,
}: BottomSheetProps) {
  const fraction = Math.min(BOTTOM_SHEET.heights[height], BOTTOM_SHEET.maxWindowFractionWeb);
  // This component mounts when the sheet first opens (bottom-sheet.tsx); vaul only opens on a change of `open`,
  // so the first render is closed and the sheet opens right after.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const closeThreshold = mounted ? closeThresholdFor(fraction * window.innerHeight) : 0.25;
  return (
    <Drawer.Root open={open && mounted} onOpenChange={onOpenChange} closeThreshold={closeThreshold} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className={styles.overlay} />
        <Drawer.Content className={styles.sheet} style={{ height: `${fraction * 100}dvh` }} aria-describedby={undefined}>
          <div className={styles.handle} aria-hidden="true" />
          <div className={styles.sheetHeader}>
            <Drawer.Title className={styles.title}>{title}</Drawer.Title>
            <Drawer.Close className="icon-btn" aria-label="Close">
              <CloseIcon />
            </Drawer.Close>
          </div>
          {description ? <Drawer.Description className="visually-hidden">{description}</Drawer.Description> : null}
          {/* Focusable so its content scrolls with the keyboard even when nothing inside takes focus. */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
