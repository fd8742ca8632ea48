import type { TestProject } from 'vitest/node';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';

/** Ports during end-to-end tests: clear of a running `npm start` (5173, 5301…) and the backend tests. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 5273);
const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 5401);

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    backendOrigins: Record<string, string>;
  }
}

/** Starts the demo for the end-to-end suite and stops it afterwards. */
export default async function setup(project: TestProject) {
  const demo = await startDemo({ port: E2E_PORT, backendPorts: backendPortsFrom(E2E_BACKEND_PORT) });
  project.provide('demoUrl', demo.url);
  project.provide('backendOrigins', demo.backend.origins);
  return () => demo.close();
}
