import type { TokenStore } from "./token-store";

// The web build (used to drive the app in a browser) has no secure store: the token lives in the tab's session
// storage, gone when the tab closes.

const KEY = "utsav.session-token";

export type { TokenStore };

export const tokenStore: TokenStore = {
  read: async () => sessionStorage.getItem(KEY),
  write: async (token) => sessionStorage.setItem(KEY, token),
  clear: async () => sessionStorage.removeItem(KEY),
};
