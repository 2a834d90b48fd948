import { Icon } from "../../../shared/ui/icons";

// Small icons of the offering page; decorative, so hidden from assistive technology.

interface IconProps {
  size?: number;
}

// The star is the site's (reviews show it outside the offering page too).
export { StarIcon } from "../../../shared/ui/star-icon";

export function ExpandIcon({ size = 18 }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Icon>
  );
}

export function PlayIcon({ size = 18 }: IconProps) {
  return (
    <Icon size={size} fill="currentColor" stroke="none">
      <path d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z" />
    </Icon>
  );
}

export function ChatIcon({ size = 20 }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M20.5 11.6a8.4 8.4 0 01-12.3 7.4L3.5 20.5l1.5-4.6a8.4 8.4 0 1115.5-4.3z" />
    </Icon>
  );
}

export function ShieldIcon({ size = 20 }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z" />
      <path d="M8.5 12.2l2.4 2.4 4.6-4.8" />
    </Icon>
  );
}

export function PolicyIcon({ size = 20 }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </Icon>
  );
}
