import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";

// The native app's blocks of eslint.config.js: its React hooks, its CommonJS configuration files, and its imports of
// the shared packages (docs/decisions/0067).
export default [
  {
    files: ["apps/mobile/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Metro, Babel and Jest read the native app's configuration files as CommonJS.
    files: ["apps/mobile/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Metro does not tree-shake: a barrel brings every module's files into the native app's bundle, the operations
    // console, the vendor's area and the localities gazetteer with them. The app takes values from the shopper entries,
    // which name each file they load; types may still come from anywhere (docs/decisions/0067).
    files: ["apps/mobile/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...["@utsav/domain", "@utsav/domain/client"].map((name) => ({
              name,
              allowTypeImports: true,
              message: "The app imports values from @utsav/domain/shopper, which loads only the shopper's modules.",
            })),
            {
              name: "@utsav/api-client",
              allowTypeImports: true,
              message: "The app imports calls from @utsav/api-client/shopper, which loads only the shopper's calls.",
            },
            {
              name: "@utsav/api-client/validate",
              allowTypeImports: true,
              message: "The app checks answers with @utsav/api-client/shopper-validate, which loads only the shopper's schemas.",
            },
          ],
        },
      ],
    },
  },
];
