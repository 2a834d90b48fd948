import type { NetworkState } from "expo-network";

// expo-network in tests (test/setup.ts): no native module; a test tells the app the network changed with
// emitNetworkState, as the phone's listener would (src/cache/live-queries.ts).

type Listener = (state: NetworkState) => void;
const listeners = new Set<Listener>();

export function addNetworkStateListener(listener: Listener) {
  listeners.add(listener);
  return { remove: () => listeners.delete(listener) };
}

export async function getNetworkStateAsync(): Promise<NetworkState> {
  return { isConnected: true, isInternetReachable: true };
}

/** The phone's network changed: every listener hears it. */
export function emitNetworkState(state: NetworkState): void {
  for (const listener of [...listeners]) listener(state);
}
