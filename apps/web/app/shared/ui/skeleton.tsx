import styles from "./skeleton.module.css";

/** A grey shimmering placeholder of the given shape, hidden from assistive technology. */
export function Skeleton({
  width = "100%",
  height = 16,
  radius = 8,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
}) {
  return <span aria-hidden="true" className={`${styles.skeleton} ${className ?? ""}`} style={{ width, height, borderRadius: radius }} />;
}

/** The card-shaped placeholder used while offerings load. */
export function OfferingCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" className={styles.square} radius={12} />
      <Skeleton width="80%" />
      <Skeleton width="50%" />
    </div>
  );
}
