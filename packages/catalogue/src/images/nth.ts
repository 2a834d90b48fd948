/** The item at `i`, counting round the list again past its end: a picture repeats its few things along a line. */
export function nth<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error(`nth: no item ${i} in a list of ${items.length}`);
  return item;
}
