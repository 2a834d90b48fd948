import { existsSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import mobileApp from "./eslint.mobile.js";

// Imports flow one way (STYLE.md, docs/decisions/0019). Each element below is a folder; the boundaries rule reads
// every import (static, dynamic and re-export), resolves it to a file and checks which element it points into.

// The API (docs/decisions/0027): the platform below every business module, and a module reaches another only through
// its index.ts (the boundaries rule below). Inside a module, routes above services above repositories, and the
// module's index.ts (its plugin) above them all: files named *-repository.ts, *-service.ts and *routes.ts never import
// a layer above them (no-restricted-imports, further down).
const API_MODULE_LAYERS = [
  { layer: "repository", files: ["*-repository.ts"], above: ["./*-service*", "./*routes*", "./index*"] },
  { layer: "service", files: ["*-service.ts"], above: ["./*routes*", "./index*"] },
  { layer: "routes", files: ["routes.ts", "*-routes.ts"], above: ["./index*"] },
];

const elements = [
  { type: "web-feature", pattern: "apps/web/app/features/*", capture: ["feature"] },
  { type: "web-shared", pattern: "apps/web/app/{shared,lib}" },
  { type: "web-routes", pattern: "apps/web/app/routes" },
  { type: "mobile-feature", pattern: "apps/mobile/src/features/*", capture: ["feature"] },
  { type: "api-platform", pattern: "apps/api/src/platform" },
  { type: "api-module", pattern: "apps/api/src/modules/*", capture: ["module"] },
  { type: "db", pattern: "packages/db" },
  { type: "apps", pattern: "apps" },
];

const boundaryPolicies = [
  {
    from: { element: { type: "web-feature" } },
    disallow: { to: { element: { type: "web-feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
    message: "A feature never imports another feature: compose them in a route (render props), or move what both use to shared/.",
  },
  {
    from: { element: { type: "mobile-feature" } },
    disallow: { to: { element: { type: "mobile-feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
    message: "A feature never imports another feature: compose them in a route under app/, or move what both use to src/shared/.",
  },
  {
    from: { element: { type: "web-shared" } },
    disallow: { to: { element: { types: { anyOf: ["web-feature", "web-routes"] } } } },
    message: "shared/ and lib/ are below the features and routes: they never import them.",
  },
  {
    from: { element: { type: "api-platform" } },
    disallow: { to: { element: { type: "api-module" } } },
    message: "In the API, platform/ is below the modules: it never imports them (a module provides what platform needs by a decorator).",
  },
  {
    from: { element: { type: "api-module" } },
    disallow: {
      to: {
        element: { type: "api-module", captured: { module: "!{{ from.element.captured.module }}" }, fileInternalPath: "!index.ts" },
      },
    },
    message: "A module uses another only through its index.ts: import from ../<module>/index.ts, and export there what others may use.",
  },
  // The database is below every app, by path or by package name.
  ...[
    { element: { types: { anyOf: ["apps", "web-feature", "web-shared", "web-routes", "api-platform", "api-module"] } } },
    { module: { origin: "external", source: "@utsav/{api,web}" } },
  ].map((to) => ({
    from: { element: { type: "db" } },
    disallow: { to },
    message: "packages/db is below the apps: it never imports them.",
  })),
];

// Type-aware lint (STYLE.md, docs/decisions/0029): the API, the packages, the native app, the journeys and the
// benchmarks and the web app. Each file is checked with the types of the tsconfig.json that includes it
// (projectService). The native app's tsconfig extends Expo's, which is there only once the app's packages are
// installed (`npm run mobile:install`, docs/decisions/0018): until then its files are linted without types.
const MOBILE_INSTALLED = existsSync(path.join(import.meta.dirname, "apps/mobile/node_modules/.package-lock.json"));
const TYPE_CHECKED_FILES = [
  "apps/api/**/*.ts",
  "packages/{db,domain,api-client,catalogue}/**/*.ts",
  ...(MOBILE_INSTALLED ? ["apps/mobile/**/*.{ts,tsx}"] : []),
  "e2e/**/*.ts",
  "bench/**/*.ts",
  "apps/web/**/*.{ts,tsx}",
];

// Code that reaches the browser must not load zod through @utsav/domain.
const domainValuesFromClient = {
  name: "@utsav/domain",
  allowTypeImports: true,
  message: "Import values from @utsav/domain/client (no zod) and types from @utsav/domain.",
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/build/**", "data/**", "**/.react-router/**", "**/.expo/**", "packages/db/drizzle/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: TYPE_CHECKED_FILES })),
  {
    files: TYPE_CHECKED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      // Fastify's plugins, hooks and handlers are async functions by contract (FastifyPluginAsync, a handler that
      // returns its reply), and so are providers' `send` where the console provider has nothing to wait for: an
      // async function without an await is the idiom there, not a mistake (34 findings, none a bug).
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Tests: a `!` on a row a test just made fails the test as loudly as a check would (about 290 of them), the
    // bodies of injected answers (`res.json()`) are `any` by Fastify's types, which the no-unsafe-* rules report at
    // each use (about 520 findings, all in assertions), and tests pass methods to spies and to expect() unbound. The
    // rules that catch real mistakes in tests stay on (no-floating-promises, no-misused-promises, await-thenable).
    // The journeys (e2e, with their support) and the native app's tests likewise: a `!` on what a page or a screen
    // just showed (42 of them), and answers read by `fetch(...).json()` and rendered nodes' props, which are `any`.
    files: [
      "apps/api/test/**/*.ts",
      "apps/api/support/**/*.ts",
      "packages/*/test/**/*.ts",
      "packages/*/src/**/*.test.ts",
      "apps/mobile/test/**/*.{ts,tsx}",
      "apps/web/test/**/*.{ts,tsx}",
      "apps/web/**/*.test.{ts,tsx}",
      "apps/mobile/src/**/*.test.{ts,tsx}",
      "e2e/**/*.ts",
    ],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/unbound-method": "off",
      // Tests may not change for this rule set (docs/decisions/0029): `as` on an injected answer's `any` body names
      // the shape the test expects, and the fuzzer prints whatever value it made.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      "@typescript-eslint/no-base-to-string": "off",
    },
  },
  {
    // configuration is read once, in one module (STYLE.md)
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.ts"],
    ignores: [
      "apps/api/src/platform/config.ts",
      "apps/mobile/app.config.ts",
      "apps/mobile/scripts/**",
      "**/*.test.ts",
      "**/test/**",
      "apps/api/support/**",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from apps/api/src/platform/config.ts" },
      ],
    },
  },
  {
    // React Router's loaders and actions throw what the route's error boundary or the router reads: a Response
    // (`redirect()`, `new Response(…)`) or `data()`'s DataWithResponseInit, by design, not an Error.
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...mobileApp,
  {
    // The browser must not load zod: values come from @utsav/domain/client, types from @utsav/domain.
    files: ["apps/web/app/**/*.{ts,tsx}"],
    ignores: ["**/*.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [domainValuesFromClient],
        },
      ],
    },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/db/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": elements,
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    // All origins: packages are checked too, so that packages/db cannot reach the API through its package name.
    rules: { "boundaries/dependencies": ["error", { default: "allow", checkAllOrigins: true, policies: boundaryPolicies }] },
  },
  // Inside an API module, a layer never imports one above it (docs/decisions/0027).
  ...API_MODULE_LAYERS.map(({ layer, files, above }) => ({
    files: files.map((file) => `apps/api/src/modules/*/${file}`),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: above, message: `Inside a module, the ${layer} layer is below ${above.join(", ")}: it never imports them.` }],
        },
      ],
    },
  })),
  {
    // The API client's calls reach the browser: values from @utsav/domain/client, and schemas and zod as types
    // only, so no zod is loaded; the opt-in validate entry is the exception (docs/decisions/0017).
    files: ["packages/api-client/src/**/*.ts"],
    ignores: [
      "packages/api-client/src/validate.ts",
      "packages/api-client/src/shopper-validate.ts",
      "packages/api-client/src/vendor-app-validate.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            domainValuesFromClient,
            { name: "@utsav/domain/shopper", allowTypeImports: true, message: "It carries zod: only the validate entries load it." },
            { name: "zod", allowTypeImports: true, message: "zod is for types here; runtime checks live in src/validate.ts." },
          ],
          patterns: [{ group: ["node:*"], message: "The client runs in browsers and in React Native too." }],
        },
      ],
    },
  },
  {
    // benchmarks print their figures
    files: ["bench/**/*.ts", "apps/web/scripts/**/*.ts", "apps/mobile/scripts/**/*.ts", "packages/catalogue/src/images/cli.ts"],
    rules: { "no-console": "off" },
  },
  {
    // the domain package is browser-safe and framework-free
    files: ["packages/domain/**/*.ts"],
    ignores: ["packages/domain/src/react/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["node:*", "fastify*", "drizzle-orm*", "react*", "@utsav/*"] }] },
  },
  {
    // ...but for the hooks both apps share (@utsav/domain/react): React alone, which each app resolves from its own
    // install, and the rules without zod (docs/decisions/0018).
    files: ["packages/domain/src/react/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            "node:*",
            "fastify*",
            "drizzle-orm*",
            "react-*",
            "react/*",
            "@utsav/*",
            "zod",
            // the modules' zod files (schemas.ts, *-schemas.ts), the envelope, and the entries that carry them
            "../*/*schemas*",
            "../shared/envelope*",
            "../*/index.ts",
            "../index.ts",
          ],
        },
      ],
    },
  },
);
