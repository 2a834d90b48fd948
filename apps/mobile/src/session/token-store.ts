import * as SecureStore from "expo-secure-store";

// The session's bearer token, kept in the phone's keychain (iOS) or keystore-backed storage (Android).

const KEY = "utsav.session-token";

export interface TokenStore {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  clear(): Promise<void>;
}

export const tokenStore: TokenStore = {
  read: () => SecureStore.getItemAsync(KEY),
  write: (token) => SecureStore.setItemAsync(KEY, token),
  clear: () => SecureStore.deleteItemAsync(KEY),
};
