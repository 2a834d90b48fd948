// Hooks both apps share. They import React alone, which each app resolves from its own install (the web's React
// 19.3, the native app's 19.2): docs/decisions/0018-native-app.md.
export * from "./use-countdown.ts";
