import { useEffect, useRef, useState } from "react";
import styles from "./vendor-avatar.module.css";

/** A vendor's round logo; when the picture cannot be shown, the vendor's initials take its place. */
export function VendorAvatar({ src, name, size }: { src: string; name: string; size: number }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // A logo that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.src) setFailed(true);
  }, []);

  const box = { width: size, height: size, fontSize: size * 0.36 };
  if (failed) {
    return (
      <span className={`${styles.avatar} ${styles.initials}`} style={box} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img ref={image} className={styles.avatar} style={box} src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
