import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { buildFingerprint } from "../scripts/build-fingerprint.ts";
import { writeServerRecord } from "../src/platform/server-record.ts";

// The newcomer's clock (issue 38): `npm start` reuses a build whose sources did not change, and
// `npm run operator:add` prints the address the server really listens at and, on the embedded database, refuses
// clearly while the server runs.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe("the build's fingerprint", () => {
  it("changes with a source file, and not with tests, outputs or installed packages", async () => {
    const root = folder("utsav-fingerprint-");
    write(root, "package-lock.json", "{}");
    write(root, "apps/web/app/routes/home.tsx", "export default 1;");
    write(root, "packages/domain/src/index.ts", "export const a = 1;");
    const first = await buildFingerprint(root);
    expect(await buildFingerprint(root)).toBe(first);

    write(root, "apps/web/app/routes/home.test.tsx", "test");
    write(root, "packages/domain/test/a.test.ts", "test");
    write(root, "apps/web/build/client/x.js", "built");
    write(root, "packages/domain/node_modules/x/index.js", "installed");
    expect(await buildFingerprint(root)).toBe(first);

    write(root, "packages/domain/src/index.ts", "export const a = 2;");
    const second = await buildFingerprint(root);
    expect(second).not.toBe(first);
    write(root, "apps/api/src/new-module.ts", "export {};");
    expect(await buildFingerprint(root)).not.toBe(second);
  });
});

/** Runs `npm run operator:add` as a person would, on a data folder of its own. */
function operatorAdd(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/operator-add.ts", ...args], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: "production", APP_ENV: "local", DATA_DIR: dataDir, DATABASE_URL: "", PORT: "3000" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("npm run operator:add", () => {
  it("refuses while a server of the same data folder has the embedded database open, and says what to do", async () => {
    const dataDir = folder("utsav-operator-add-");
    // A server whose process runs (this one), however slowly it would answer.
    const url = "http://localhost:3457";
    await writeServerRecord(dataDir, { pid: process.pid, url, database: "pglite" });
    const { code, output } = await operatorAdd(dataDir, ["9800000071", "Asha Rao"]);
    expect(code).toBe(1);
    expect(output).toContain(`The server at ${url} (process ${process.pid}) has the embedded database`);
    expect(output).toContain("stop the server (Ctrl+C in its terminal)");
    expect(output).toContain('npm run operator:add -- 9800000071 "Asha Rao"');
    expect(output).toContain(`remove ${dataDir}/server.json`);
  }, 60_000);

  it("adds the operator when no server runs, and prints the address the server last listened at", async () => {
    const dataDir = folder("utsav-operator-add-");
    // A server that listened at port 3456 and has stopped since (its process is gone).
    await writeServerRecord(dataDir, {
      pid: 2 ** 22 + 17,
      url: "http://localhost:3456",
      database: "pglite",
    });
    const { code, output } = await operatorAdd(dataDir, ["9800000072"]);
    expect(output).toContain("+919800000072 is now an operator: sign in at http://localhost:3456/ops/login");
    expect(code).toBe(0);
  }, 120_000);
});
