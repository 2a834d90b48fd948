import { LineIcon } from "../../../shared/ui/icons";

// Line icons of the vendor navigation; decorative (the link around them carries the name).

export function DashboardIcon() {
  return (
    <LineIcon size={22}>
      <rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />
    </LineIcon>
  );
}

export function BookingsIcon() {
  return (
    <LineIcon size={22}>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M8 3v4M16 3v4M4 10h16M9 15l2 2 4-4" />
    </LineIcon>
  );
}

export function BriefsIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4 13.5 6.5 5h11l2.5 8.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
      <path d="M4 13.5h4.5l1.5 2.5h4l1.5-2.5H20" />
    </LineIcon>
  );
}

export function OfferingsIcon() {
  return (
    <LineIcon size={22}>
      <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1a1 1 0 0 1 .7.3l7.4 7.4a1 1 0 0 1 0 1.4l-8.1 8.1a1 1 0 0 1-1.4 0l-7.4-7.4a1 1 0 0 1-.3-.7z" />
      <circle cx="8.5" cy="8.5" r="1.6" />
    </LineIcon>
  );
}

export function GalleryIcon() {
  return (
    <LineIcon size={22}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M20.5 16l-5-5-9 8.5" />
    </LineIcon>
  );
}

export function DocumentsIcon() {
  return (
    <LineIcon size={22}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M5.8 16c.6-1.4 1.8-2.1 3.2-2.1s2.6.7 3.2 2.1M14.5 10h3.5M14.5 13.5h3.5" />
    </LineIcon>
  );
}

export function ProfileIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4 9.5 5.5 4.5h13L20 9.5" />
      <path d="M4 9.5c0 1.4 1.1 2.5 2.7 2.5s2.6-1.1 2.6-2.5c0 1.4 1.1 2.5 2.7 2.5s2.7-1.1 2.7-2.5c0 1.4 1 2.5 2.6 2.5S20 10.9 20 9.5" />
      <path d="M5.5 12v7.5h13V12M10 19.5v-4h4v4" />
    </LineIcon>
  );
}

/** A month with a day crossed off: the vendor's calendar (docs/decisions/0056). */
export function CalendarIcon() {
  return (
    <LineIcon size={22}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M8 3v4M16 3v4M3.5 10h17M13.5 13.5l4 4M17.5 13.5l-4 4" />
      <path d="M7 14h2M7 17h2" />
    </LineIcon>
  );
}

/** Two people: the business's team (docs/decisions/0033). */
export function TeamIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5c0-3.2 2.5-5.5 5.5-5.5s5.5 2.3 5.5 5.5" />
      <circle cx="16.5" cy="9" r="2.6" />
      <path d="M15.5 14.2c2.8-.5 5 1.6 5 4.8" />
    </LineIcon>
  );
}

/** A wallet: the advances paid online and the vendor's payouts (docs/decisions/0051). */
export function PaymentsIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4 7.5A1.5 1.5 0 0 1 5.5 6h12A1.5 1.5 0 0 1 19 7.5V9" />
      <rect x="3.5" y="9" width="17" height="10.5" rx="1.8" />
      <path d="M15.5 13.2h5v2.6h-5a1.3 1.3 0 0 1 0-2.6z" />
    </LineIcon>
  );
}

/** A star in a speech bubble: what shoppers wrote after their bookings (docs/decisions/0060). */
export function ReviewsIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10l-4.5 3.5V17h-1a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1z" />
      <path d="m12 8 1.1 2.2 2.4.35-1.75 1.7.4 2.4L12 13.5l-2.15 1.15.4-2.4-1.75-1.7 2.4-.35z" />
    </LineIcon>
  );
}

export function SignOutIcon() {
  return (
    <LineIcon size={18}>
      <path d="M14 4.5h4a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-4M10 16.5 5.5 12 10 7.5M5.5 12h9.5" />
    </LineIcon>
  );
}

/** Three dots: More, the pages a phone's tab bar has no room for. */
export function MoreIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="5.5" cy="12" r="1.4" />
      <circle cx="12" cy="12" r="1.4" />
      <circle cx="18.5" cy="12" r="1.4" />
    </LineIcon>
  );
}
