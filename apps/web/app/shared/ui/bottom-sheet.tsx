import { Drawer } from "vaul";
import { BOTTOM_SHEET } from "@utsav/domain";
import styles from "./overlay.module.css";

export type SheetHeight = keyof typeof BOTTOM_SHEET.heights;

interface BottomSheetProps {
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
 * The bottom sheet of application §2 and §4: heights 25/50/75/94% capped at 85% of the window on web, opens in
 * 300 ms, closes on the overlay, the close button, a drag past 50 px or a fast flick (vaul).
 */
export function BottomSheet({ open, onOpenChange, title, description, height = "large", children, footer }: BottomSheetProps) {
  const fraction = Math.min(BOTTOM_SHEET.heights[height], BOTTOM_SHEET.maxWindowFractionWeb);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} closeThreshold={0.25}>
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
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
