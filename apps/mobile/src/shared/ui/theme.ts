import { BRAND_PRIMARY } from "@utsav/domain/shopper";

// The app's colours and sizes. Text sizes are the base sizes: every Text scales with the phone's font size setting.

export const colors = {
  /** The brand pink (application §9), for accents; text and buttons use the deeper pink, which reads at 4.5:1 (WCAG AA). */
  brand: BRAND_PRIMARY,
  primary: "#DB005B",
  /** The brand pink lightened for text on the hero's dark shade, where it reads at 3:1 as large text needs. */
  brandOnDark: "#FF99C2",
  onPrimary: "#FFFFFF",
  text: "#1F1B24",
  muted: "#5E5866",
  border: "#E4E0E8",
  surface: "#FFFFFF",
  background: "#FAF8FB",
  skeleton: "#ECE8EF",
  error: "#B3261E",
  errorSurface: "#FDECEA",
  notice: "#FFF4D6",
  /** The verified badge's green, as on the web (7:1 on its surface). */
  verified: "#0D5C2E",
  verifiedSurface: "#E6F4EA",
  overlay: "rgba(0, 0, 0, 0.45)",
} as const;

export const space = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24 } as const;

export const radius = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/** The smallest touch target, in points (Apple's Human Interface Guidelines; Android asks for 48 dp). */
export const TOUCH_TARGET = 44;

export const font = { small: 13, body: 15, large: 17, title: 20, hero: 28 } as const;
