import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProvidedContext } from "vitest";
import type { TestProject } from "vitest/node";
import { prepareDatabase, writeEmbeddedImage } from "@utsav/db";
import { findLogProblems } from "./log-check.ts";
import { createDatabase } from "./postgres-helper.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where every test app of this run writes its log lines (helper.ts), checked when the run ends. */
    apiLogDir: string;
    /**
     * What each test app's database starts from (helper.ts), migrated and seeded once a run: an image of the embedded
     * database, or, with DATABASE_URL, a template database on that server.
     */
    startingDatabase: { kind: "pglite"; image: string } | { kind: "postgres"; template: string };
  }
}

/**
 * Migrating and seeding a database once a run instead of once a test app: creating, migrating and seeding an
 * embedded cluster takes some 4.5 s, starting from an image of one 0.9 s, and the suite builds over a hundred apps.
 */
async function prepareStartingDatabase(dir: string): Promise<{ value: ProvidedContext["startingDatabase"]; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = path.join(dir, "embedded-image.tar");
    await writeEmbeddedImage(image);
    return { value: { kind: "pglite", image }, drop: async () => {} };
  }
  const template = await createDatabase(serverUrl, "template");
  await prepareDatabase({ kind: "postgres", url: template.url, poolMax: 1, statementTimeoutMs: 0 });
  return { value: { kind: "postgres", template: template.name }, drop: template.drop };
}

/**
 * The API suite's log check (decision 0010): every app the tests build logs at level info into a directory of this
 * run, and when the run ends every captured line is checked for codes, tokens, phone and document numbers.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "utsav-api-logs-"));
  project.provide("apiLogDir", dir);
  const imageDir = mkdtempSync(path.join(tmpdir(), "utsav-api-database-"));
  const starting = await prepareStartingDatabase(imageDir);
  project.provide("startingDatabase", starting.value);

  // Vitest prints an error thrown by a teardown but still exits 0, so a failed check also sets the exit code.
  const fail = (message: string): never => {
    process.exitCode = 1;
    throw new Error(message);
  };

  return async () => {
    await starting.drop();
    rmSync(imageDir, { recursive: true, force: true });
    const files = readdirSync(dir);
    // No test built an app (a run of pure unit tests): there is nothing to check.
    if (files.length === 0) {
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    const lines = files.flatMap((file) => readFileSync(path.join(dir, file), "utf8").split("\n")).filter((line) => line.trim() !== "");
    if (lines.length === 0) fail(`The API tests built apps but no log line was captured in ${dir}: the log capture is broken`);
    const problems = findLogProblems(lines);
    if (problems.length > 0) {
      const shown = problems.slice(0, 20).map((p) => `  ${p.problem}: ${p.line.slice(0, 400)}`);
      fail(
        `${problems.length} captured API log line(s) contain what must never be logged (all lines are kept in ${dir}):\n${shown.join("\n")}`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
