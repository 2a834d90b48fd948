// jest-expo maps the paths of tsconfig.json (the shared packages) as Metro does. The shared packages' own imports
// (zod, and React for the hooks of @utsav/domain/react) resolve from this app's node_modules too.
module.exports = {
  preset: "jest-expo",
  moduleDirectories: ["node_modules", "<rootDir>/node_modules"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  // The first render of a file loads the router and every screen.
  testTimeout: 20_000,
  // Two workers on CI's two cores: Jest runs the files in its own process when it has one (cores - 1), which kept about
  // 1.2 cores busy; two took the suite from 341 to 239 s with a cold cache (docs/decisions/0082).
  maxWorkers: 2,
  testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/test/**/*.test.{ts,tsx}"],
};
