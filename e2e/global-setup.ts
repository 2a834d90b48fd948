import type { TestProject } from "vitest/node";
import { startAppServer } from "./support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

// One production server for all journeys; the web app must be built first (npm run test:e2e does it).
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide("baseURL", server.url);
  return async () => server.stop();
}
