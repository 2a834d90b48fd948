/** spec: application §3 Search request, "searchId (query key, timestamp, random suffix)". */
export function createSearchId(queryKey: string): string {
  return `${queryKey}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}
