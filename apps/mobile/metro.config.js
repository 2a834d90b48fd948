// The app imports the shared packages' TypeScript sources (packages/domain, packages/api-client) through the paths
// of tsconfig.json, which Expo's resolver reads, and Metro watches those folders. The app installs apart from the
// repository's workspaces (docs/decisions/0018-native-app.md), so the packages those sources import (zod, and React
// for the hooks of @utsav/domain/react) are resolved from this app's node_modules, as if the app had imported them:
// one copy, the app's own version.
const path = require("node:path");
const { getDefaultConfig } = require("expo/metro-config");

const repository = path.resolve(__dirname, "../..");
// packages/catalogue gives the site's own pictures (site-pictures.ts: the blog's, docs/decisions/0066), data only.
const sharedPackages = ["packages/domain", "packages/api-client", "packages/catalogue"].map((folder) => path.join(repository, folder));
const isBare = (name) => !name.startsWith(".") && !path.isAbsolute(name) && !name.startsWith("@utsav/");

// No screen uses native tabs' Material Symbols icons, yet expo-router's Android bundle would carry their 944 KiB font
// (through expo-symbols) unless this is set: Expo's own switch, read by its resolver after this file is loaded.
process.env.EXPO_ROUTER_DISABLE_NATIVE_TABS_MD ??= "1";

const config = getDefaultConfig(__dirname);
config.watchFolders = sharedPackages;
config.resolver.resolveRequest = (context, moduleName, platform) => {
  const fromSharedPackage = sharedPackages.some((folder) => context.originModulePath.startsWith(folder + path.sep));
  const origin = fromSharedPackage && isBare(moduleName) ? { ...context, originModulePath: path.join(__dirname, "package.json") } : context;
  return origin.resolveRequest(origin, moduleName, platform);
};

module.exports = config;
