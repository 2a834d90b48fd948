import { Icon } from "./icons";

// Apart from the site's icons: those travel in every page's first script, this one only where photos are chosen.

/** A picture from the device's gallery: the image source dialog's button and a brief's Add photos. */
export function GalleryIcon() {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </Icon>
  );
}
