import { Link } from "react-router";
import type { HomeSection } from "@utsav/domain";
import { paths } from "../../lib/paths";

interface SectionLinkProps {
  section: HomeSection;
  label: string;
  active: boolean;
  onSelect: (section: HomeSection) => void;
  className?: string;
  /** A tooltip, for where only the icon shows. */
  title?: string;
  children: React.ReactNode;
}

/**
 * An explore section as a real link (it works without JavaScript and opens in a new tab with a modifier key);
 * a plain click goes through the toggle of application §4 instead.
 */
export function SectionLink({ section, label, active, onSelect, className, title, children }: SectionLinkProps) {
  return (
    <Link
      to={paths.section(section)}
      className={className}
      title={title}
      aria-label={label}
      aria-current={active ? "page" : undefined}
      data-active={active || undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onSelect(section);
      }}
    >
      {children}
    </Link>
  );
}
