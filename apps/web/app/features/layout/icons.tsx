import { LineIcon } from "../../shared/ui/icons";

// Line icons of the header and footer; all decorative (the control around them carries the name).

export function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </LineIcon>
  );
}

export function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function UserIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon size={16}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}

export function MailIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </LineIcon>
  );
}

export function HelpIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.7 9.5a2.4 2.4 0 0 1 4.6 1c0 1.6-2.3 2-2.3 3.5M12 17h.01" />
    </LineIcon>
  );
}

export function StoreIcon() {
  return (
    <LineIcon>
      <path d="M4 9.5l1.5-5h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5.5 12v8h13v-8M10 20v-4.5h4V20" />
    </LineIcon>
  );
}

export function BookIcon() {
  return (
    <LineIcon>
      <path d="M4.5 5.5A2 2 0 0 1 6.5 3.5H19v14H6.5a2 2 0 0 0-2 2zM4.5 19.5a2 2 0 0 0 2 2H19v-4" />
    </LineIcon>
  );
}

export function LogoutIcon() {
  return (
    <LineIcon>
      <path d="M14 4.5H6.5a1.5 1.5 0 0 0-1.5 1.5v12a1.5 1.5 0 0 0 1.5 1.5H14M10 12h10M16.5 8.5L20 12l-3.5 3.5" />
    </LineIcon>
  );
}
