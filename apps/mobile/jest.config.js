// jest-expo maps the paths of tsconfig.json (the shared packages) as Metro does. The shared packages' own imports
// (zod, and React for the hooks of @utsav/domain/react) resolve from this app's node_modules too.
module.exports = {
  preset: "jest-expo",
  moduleDirectories: ["node_modules", "<rootDir>/node_modules"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  // The first render of a file loads the router and every screen.
  testTimeout: 20_000,
  testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/test/**/*.test.{ts,tsx}"],
};
