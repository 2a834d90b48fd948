/** The slice [start, end) of at most `max` items that keeps `index` as close to the middle as the ends allow. */
export function visibleWindow(count: number, index: number, max: number): { start: number; end: number } {
  if (count <= max) return { start: 0, end: count };
  const start = Math.min(Math.max(index - Math.floor(max / 2), 0), count - max);
  return { start, end: start + max };
}

/** spec: application §4 Carousel "An out-of-range index is ignored": the index to go to, or null. */
export function validIndex(index: number, count: number): number | null {
  return Number.isInteger(index) && index >= 0 && index < count ? index : null;
}
