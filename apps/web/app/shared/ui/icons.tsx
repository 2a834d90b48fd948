import type { ReactNode, SVGProps } from "react";
import type { HomeSection } from "@utsav/domain";

// The site's icons. Each is decorative: the control or the text around it carries the name. Icons used by one
// feature live in that feature, drawn in the same frame.

type IconProps = Omit<SVGProps<SVGSVGElement>, "width" | "height"> & { size?: number; children: ReactNode };

/** The frame of every icon: a 24-unit square, stroked in the text's colour. */
export function Icon({ size = 20, children, ...svg }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...svg}
    >
      {children}
    </svg>
  );
}

/** The finer line icons of the header, the footer and the vendor area: a 1.8 stroke. */
export function LineIcon(props: IconProps) {
  return <Icon strokeWidth={1.8} {...props} />;
}

/** The × of close buttons. */
export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** The arrow of carousels, rows and disclosure buttons. */
export function Chevron({ direction }: { direction: "left" | "right" | "down" }) {
  const d = direction === "left" ? "M15 6l-6 6 6 6" : direction === "right" ? "M9 6l6 6-6 6" : "M6 9l6 6 6-6";
  return (
    <Icon>
      <path d={d} />
    </Icon>
  );
}

/** The tick of a selected option (sort, filters, city); the option's state is in its role. */
export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2.5}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** Up and down arrows, for the sort button. */
export function SortIcon() {
  return (
    <Icon size={18}>
      <path d="M7 4v16M4 7l3-3 3 3M17 20V4M14 17l3 3 3-3" />
    </Icon>
  );
}

/** A map pin, for the city. */
export function PinIcon() {
  return (
    <LineIcon>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </LineIcon>
  );
}

/** A telephone handset, for a phone link. */
export function PhoneIcon() {
  return (
    <LineIcon>
      <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />
    </LineIcon>
  );
}

/** A speech bubble, for the chat link. */
export function ChatIcon() {
  return (
    <LineIcon>
      <path d="M4 19.5l1.3-4A8 8 0 1 1 8.6 18.6z" />
      <path d="M9 10.5h6M9 13.5h4" />
    </LineIcon>
  );
}

/** A line icon per section: a balloon, a gift box, a wrapped sweet and a briefcase. */
export function SectionIcon({ section }: { section: HomeSection }) {
  switch (section) {
    case "decor":
      return (
        <LineIcon>
          <path d="M12 3c3.3 0 6 2.6 6 6.2 0 3.9-3.2 7.3-6 7.3s-6-3.4-6-7.3C6 5.6 8.7 3 12 3z" />
          <path d="M11 16.4l-.8 1.6h3.6l-.8-1.6M12 18c0 1.5-1.5 2-1.5 3" />
        </LineIcon>
      );
    case "gifts":
      return (
        <LineIcon>
          <rect x="3.5" y="8" width="17" height="4" rx="1" />
          <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3.5-5.5-4-5.5-1.5C6.5 8 9 8 12 8zm0 0c1.5-3.5 5.5-4 5.5-1.5C17.5 8 15 8 12 8z" />
        </LineIcon>
      );
    case "sweets":
      return (
        <LineIcon>
          <circle cx="12" cy="12" r="4.5" />
          <path d="M8.2 9.5L3.5 7.5v9l4.7-2M15.8 9.5l4.7-2v9l-4.7-2" />
        </LineIcon>
      );
    case "corporate":
      return (
        <LineIcon>
          <rect x="3" y="7.5" width="18" height="12" rx="2" />
          <path d="M9 7.5V5.5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5.5v2M3 12.5h18M11 12.5v1.5h2v-1.5" />
        </LineIcon>
      );
  }
}
