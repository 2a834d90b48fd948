import { sendEnvelope } from "../../lib/api-client";

export interface PostOptions {
  signal?: AbortSignal;
}

/** POSTs a search call and returns its data, or throws with the server's message (the callers log and move on). */
export async function postEnvelope<T>(path: string, body: unknown, { signal }: PostOptions = {}): Promise<T> {
  const result = await sendEnvelope<T>(path, { method: "POST", body, signal });
  if (!result.ok) throw new Error(result.errorMessage ?? `Search failed with status ${result.status}`);
  return result.data;
}

/** spec: application §3 Search request, "searchId (query key, timestamp, random suffix)". */
export function createSearchId(queryKey: string): string {
  return `${queryKey}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}
