// @vitest-environment node
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// The repository's own lint configuration, run on code placed where it would live: the boundaries rule must fail on
// an import that crosses a boundary and pass on the legal ones (docs/decisions/0019).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// The probes are not files of any tsconfig, so the type-aware rules (docs/decisions/0029) are off for them: this test
// is about the import boundaries, which need no types.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, "eslint.config.js"),
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ["**/boundary-probe*.ts", "**/boundary-probe*.tsx"] }],
});

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
        "apps/web/app/features/vendors/ui/boundary-probe.tsx",
        'export { OfferingGrid } from "../../catalogue/offering-list/offering-grid";\n',
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

describe("API modules", LINT_TIMEOUT, () => {
  const THROUGH_INDEX =
    "A module uses another only through its index.ts: import from ../<module>/index.ts, and export there what others may use.";

  it("fails when a module reaches into another module's files, statically, lazily or only a type", async () => {
    const file = "apps/api/src/modules/bookings/boundary-probe.ts";
    expect(
      await boundaryErrors(file, 'import { TermsRepository } from "../terms/terms-repository.ts";\nexport const used = TermsRepository;\n'),
    ).toEqual([THROUGH_INDEX]);
    expect(await boundaryErrors(file, 'export const load = () => import("../terms/terms-service.ts");\n')).toEqual([THROUGH_INDEX]);
    expect(
      await boundaryErrors(file, 'import type { TermsService } from "../terms/terms-service.ts";\nexport type Used = TermsService;\n'),
    ).toEqual([THROUGH_INDEX]);
    expect(await boundaryErrors(file, 'export { toTerms } from "../terms/terms-repository.ts";\n')).toEqual([THROUGH_INDEX]);
  });

  it("passes when a module imports another's index.ts, its own files and the platform", async () => {
    const code = [
      'import { TermsRepository } from "../terms/index.ts";',
      'import { BookingRepository } from "./booking-repository.ts";',
      'import { HttpError } from "../../platform/http/http-errors.ts";',
      "export const used = [TermsRepository, BookingRepository, HttpError];",
      "",
    ].join("\n");
    expect(await boundaryErrors("apps/api/src/modules/bookings/boundary-probe-service.ts", code)).toEqual([]);
  });

  it("fails when the platform imports a module", async () => {
    expect(
      await boundaryErrors(
        "apps/api/src/platform/boundary-probe.ts",
        'import { TermsRepository } from "../modules/terms/index.ts";\nexport const used = TermsRepository;\n',
      ),
    ).toEqual([
      "In the API, platform/ is below the modules: it never imports them (a module provides what platform needs by a decorator).",
    ]);
  });

  it("fails when, inside a module, a layer imports one above it", async () => {
    /** The restricted-import errors of `code`, linted as `file`. */
    const restricted = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
    };
    const repository = "apps/api/src/modules/bookings/boundary-probe-repository.ts";
    expect(
      await restricted(repository, 'import { BookingService } from "./booking-service.ts";\nexport const used = BookingService;\n'),
    ).toHaveLength(1);
    expect(await restricted(repository, 'import plugin from "./index.ts";\nexport const used = plugin;\n')).toHaveLength(1);
    const service = "apps/api/src/modules/bookings/boundary-probe-service.ts";
    expect(await restricted(service, 'import routes from "./vendor-routes.ts";\nexport const used = routes;\n')).toHaveLength(1);
    expect(
      await restricted(service, 'import { BookingRepository } from "./booking-repository.ts";\nexport const used = BookingRepository;\n'),
    ).toEqual([]);
    const routes = "apps/api/src/modules/bookings/boundary-probe-routes.ts";
    expect(
      await restricted(routes, 'import { BookingService } from "./booking-service.ts";\nexport const used = BookingService;\n'),
    ).toEqual([]);
  });

  it("fails when the database package imports the API, and passes when any layer imports the database", async () => {
    const DB_UPWARD = "packages/db is below the apps: it never imports them.";
    expect(
      await boundaryErrors(
        "packages/db/src/boundary-probe.ts",
        'import { SearchRepository } from "../../../apps/api/src/modules/search/search-repository";\nexport const used = SearchRepository;\n',
      ),
    ).toEqual([DB_UPWARD]);
    expect(
      await boundaryErrors(
        "packages/db/src/boundary-probe.ts",
        'import { loadConfig } from "../../../apps/api/src/platform/config";\nexport const used = loadConfig;\n',
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
    expect(await boundaryErrors("apps/api/src/platform/boundary-probe.ts", code)).toEqual([]);
    expect(await boundaryErrors("apps/api/src/modules/catalogue/boundary-probe.ts", code)).toEqual([]);
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
      'import { useState } from "react";\nimport { secondsLeft } from "../shared/countdown.ts";\nexport const used = [useState, secondsLeft];\n';
    expect(await restrictedImports("packages/domain/src/react/boundary-probe.ts", hook)).toEqual([]);
    const schema = 'import { z } from "zod";\nexport const used = z;\n';
    expect(await restrictedImports("packages/domain/src/react/boundary-probe.ts", schema)).toHaveLength(1);
  });

  it("keeps React out of the rest of the domain", async () => {
    const code = 'import { useState } from "react";\nexport const used = useState;\n';
    expect(await restrictedImports("packages/domain/src/bookings/boundary-probe.ts", code)).toHaveLength(1);
  });
});
