import type { Envelope } from "@utsav/domain";

export interface PostOptions {
  signal?: AbortSignal;
  /** On the server a relative path has no origin: the loader passes the request's. */
  baseUrl?: string;
}

/** POSTs JSON to the API and reads the envelope (application §7): the data, or an Error with the server's message. */
export async function postEnvelope<T>(path: string, body: unknown, { signal, baseUrl }: PostOptions = {}): Promise<T> {
  const response = await fetch(baseUrl ? new URL(path, baseUrl) : path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(envelope.errorMessage || `${response.status} ${response.statusText}`);
  return envelope.data;
}

/** spec: application §3 Search request, "searchId (query key, timestamp, random suffix)". */
export function createSearchId(queryKey: string): string {
  return `${queryKey}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}
