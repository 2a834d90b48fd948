import { Icon } from "./icons";

/**
 * A rating's star, filled or outlined: reviews, ratings and the review form's stars. Apart from icons.tsx, which every
 * page loads first, since only the pages' later parts draw it.
 */
export function StarIcon({ size = 16, filled = true }: { size?: number; filled?: boolean }) {
  return (
    <Icon size={size} fill={filled ? "currentColor" : "none"} strokeWidth={1.5}>
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.3L12 17.1l-5.7 3.1 1.2-6.3-4.7-4.4 6.4-.8z" />
    </Icon>
  );
}
