import { focusManager, onlineManager } from "@tanstack/react-query";
import { addNetworkStateListener } from "expo-network";
import { AppState, Platform } from "react-native";

// The app asks again when it comes back (docs/decisions/0062): TanStack Query refetches stale queries when its
// focusManager says the app is focused and when its onlineManager says the network came back. On the web export
// both already follow the page (visibilitychange, online and offline events); a phone tells through AppState and
// expo-network instead.

/** Wires focus to AppState ("active" is focused) and online to the phone's network; gives back the undoing. */
export function connectLiveQueries(): () => void {
  if (Platform.OS === "web") return () => {};
  focusManager.setEventListener((setFocused) => {
    const subscription = AppState.addEventListener("change", (state) => setFocused(state === "active"));
    return () => subscription.remove();
  });
  onlineManager.setEventListener((setOnline) => {
    const subscription = addNetworkStateListener((state) => setOnline(state.isConnected !== false));
    return () => subscription.remove();
  });
  return () => {
    focusManager.setEventListener(() => undefined);
    onlineManager.setEventListener(() => undefined);
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
  };
}
