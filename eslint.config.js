import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/build/**", "data/**", "**/.react-router/**", "apps/api/drizzle/**"] },
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
  {
    // configuration is read once, in one module (STYLE.md)
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.ts"],
    ignores: ["apps/api/src/config.ts", "**/*.test.ts", "**/test/**", "apps/api/support/**"],
    rules: { "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration from apps/api/src/config.ts" }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The browser must not load zod: values come from @utsav/domain/client, types from @utsav/domain.
    files: ["apps/web/app/**/*.{ts,tsx}"],
    ignores: ["**/*.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@utsav/domain", allowTypeImports: true, message: "Import values from @utsav/domain/client (no zod) and types from @utsav/domain." }] },
      ],
    },
  },
  {
    // The API client's calls reach the browser: values from @utsav/domain/client, and schemas and zod as types
    // only, so no zod is loaded; the opt-in validate entry is the exception (docs/decisions/0017).
    files: ["packages/api-client/src/**/*.ts"],
    ignores: ["packages/api-client/src/validate.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@utsav/domain", allowTypeImports: true, message: "Import values from @utsav/domain/client (no zod) and types from @utsav/domain." },
            { name: "zod", allowTypeImports: true, message: "zod is for types here; runtime checks live in src/validate.ts." },
          ],
          patterns: [{ group: ["node:*"], message: "The client runs in browsers and in React Native too." }],
        },
      ],
    },
  },
  {
    // benchmarks print their figures
    files: ["bench/**/*.ts", "apps/web/scripts/**/*.ts", "packages/catalogue/src/images/cli.ts"],
    rules: { "no-console": "off" },
  },
  {
    // the domain package is browser-safe
    files: ["packages/domain/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["node:*", "fastify*", "drizzle-orm*", "react*", "@utsav/*"] }] },
  },
);
