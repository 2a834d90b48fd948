import type { TestProject } from "vitest/node";
import { rmSync } from "node:fs";
import { prepareDataTemplate, startAppServer } from "./support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The run's prepared data folder, which servers a journey starts begin from (support/server.ts). */
    dataTemplate: string;
  }
}

// One production server for all journeys; the web app must be built first (npm run test:e2e does it).
export default async function setup(project: TestProject) {
  const template = await prepareDataTemplate();
  const server = await startAppServer({}, template);
  project.provide("baseURL", server.url);
  project.provide("dataTemplate", template);
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
