// @vitest-environment node
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own lint configuration, run on code placed where it would live: the boundaries rule must fail on
// an import that crosses a boundary and pass on the legal ones (docs/decisions/0019).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

/** The boundary errors of `code`, linted as the file at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

// Linting loads the TypeScript parser and resolves files: seconds on a busy machine, more than a test's default.
const LINT_TIMEOUT = { timeout: 60_000 };

const FEATURE_TO_FEATURE =
  "A feature never imports another feature: compose them in a route (render props), or move what both use to shared/.";
const SHARED_UPWARD = "shared/ and lib/ are below the features and routes: they never import them.";

describe("web boundaries", LINT_TIMEOUT, () => {
  it("fails when a feature imports another feature, statically, lazily or only a type", async () => {
    const file = "apps/web/app/features/search/boundary-probe.tsx";
    expect(await boundaryErrors(file, 'import { SiteHeader } from "../layout/site-header";\nexport const Header = SiteHeader;\n')).toEqual([
      FEATURE_TO_FEATURE,
    ]);
    expect(await boundaryErrors(file, 'export const loadHeader = () => import("../layout/site-header");\n')).toEqual([FEATURE_TO_FEATURE]);
    expect(
      await boundaryErrors(file, 'import type { SignedInAs } from "../layout/account-actions";\nexport type Who = SignedInAs;\n'),
    ).toEqual([FEATURE_TO_FEATURE]);
    expect(
      await boundaryErrors(
        "apps/web/app/features/vendor/ui/boundary-probe.tsx",
        'export { OfferingGrid } from "../../offering-list/offering-grid";\n',
      ),
    ).toEqual([FEATURE_TO_FEATURE]);
  });

  it("passes when a feature imports its own modules, shared/ and lib/, and when a route composes features", async () => {
    const code = [
      'import { parseSearchParams } from "./search-params";',
      'import { SortMenu } from "../../shared/ui/sort-menu";',
      'import { paths } from "../../lib/paths";',
      "export const used = [parseSearchParams, SortMenu, paths];",
      "",
    ].join("\n");
    expect(await boundaryErrors("apps/web/app/features/search/boundary-probe.tsx", code)).toEqual([]);
    const route =
      'import { SiteHeader } from "../features/layout/site-header";\nimport { SearchPage } from "../features/search/search-page";\nexport const used = [SiteHeader, SearchPage];\n';
    expect(await boundaryErrors("apps/web/app/routes/boundary-probe.tsx", route)).toEqual([]);
  });

  it("fails when shared/ or lib/ imports a feature or a route", async () => {
    expect(
      await boundaryErrors(
        "apps/web/app/shared/ui/boundary-probe.tsx",
        'import { SearchPage } from "../../features/search/search-page";\nexport const Page = SearchPage;\n',
      ),
    ).toEqual([SHARED_UPWARD]);
    expect(
      await boundaryErrors("apps/web/app/lib/boundary-probe.ts", 'import { meta } from "../routes/search";\nexport const used = meta;\n'),
    ).toEqual([SHARED_UPWARD]);
  });
});

describe("API layers", LINT_TIMEOUT, () => {
  it("fails when a lower layer imports an upper one", async () => {
    expect(
      await boundaryErrors(
        "apps/api/src/repositories/boundary-probe.ts",
        'import { SearchService } from "../services/search-service";\nexport const used = SearchService;\n',
      ),
    ).toEqual(["In the API, repositories is below services, plugins, routes: it never imports them."]);
    expect(
      await boundaryErrors(
        "apps/api/src/lib/boundary-probe.ts",
        'import { SearchService } from "../services/search-service";\nexport const used = SearchService;\n',
      ),
    ).toEqual(["In the API, lib is below repositories, services, plugins, routes: it never imports them."]);
  });

  it("passes when an upper layer imports a lower one", async () => {
    const code =
      'import { SearchRepository } from "../repositories/search-repository";\nimport { HttpError } from "../lib/http-errors";\nexport const used = [SearchRepository, HttpError];\n';
    expect(await boundaryErrors("apps/api/src/services/boundary-probe.ts", code)).toEqual([]);
  });

  it("fails when the database package imports the API, and passes when any layer imports the database", async () => {
    const DB_UPWARD = "packages/db is below the apps: it never imports them.";
    expect(
      await boundaryErrors(
        "packages/db/src/boundary-probe.ts",
        'import { SearchRepository } from "../../../apps/api/src/repositories/search-repository";\nexport const used = SearchRepository;\n',
      ),
    ).toEqual([DB_UPWARD]);
    expect(
      await boundaryErrors(
        "packages/db/src/boundary-probe.ts",
        'import { loadConfig } from "../../../apps/api/src/config";\nexport const used = loadConfig;\n',
      ),
    ).toEqual([DB_UPWARD]);
    expect(
      await boundaryErrors(
        "packages/db/src/boundary-probe.ts",
        'import { buildApp } from "@utsav/api/app";\nexport const used = buildApp;\n',
      ),
    ).toEqual([DB_UPWARD]);
    const code =
      'import { isDatabaseUnavailable } from "@utsav/db";\nimport { offerings } from "../../../../packages/db/src/schema/catalogue";\nexport const used = [isDatabaseUnavailable, offerings];\n';
    expect(await boundaryErrors("apps/api/src/lib/boundary-probe.ts", code)).toEqual([]);
  });
});

describe("the domain's hooks (@utsav/domain/react)", LINT_TIMEOUT, () => {
  /** The restricted imports of `code`, linted as a file of packages/domain. */
  async function restrictedImports(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
  }

  it("lets react/ import React and the domain's rules, and nothing of zod", async () => {
    const hook =
      'import { useState } from "react";\nimport { secondsLeft } from "../rules/countdown.ts";\nexport const used = [useState, secondsLeft];\n';
    expect(await restrictedImports("packages/domain/src/react/boundary-probe.ts", hook)).toEqual([]);
    const schema = 'import { z } from "zod";\nexport const used = z;\n';
    expect(await restrictedImports("packages/domain/src/react/boundary-probe.ts", schema)).toHaveLength(1);
  });

  it("keeps React out of the rest of the domain", async () => {
    const code = 'import { useState } from "react";\nexport const used = useState;\n';
    expect(await restrictedImports("packages/domain/src/rules/boundary-probe.ts", code)).toHaveLength(1);
  });
});
