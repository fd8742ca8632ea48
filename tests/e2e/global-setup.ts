import type { TestProject } from 'vitest/node';
import { startDemo } from '../../demo/demo-server';

/** Port of the demo during end-to-end tests: not 5173, so a running `npm start` does not clash. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 5273);

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

/** Starts the demo for the end-to-end suite and stops it afterwards. */
export default async function setup(project: TestProject) {
  const demo = await startDemo({ port: E2E_PORT });
  project.provide('demoUrl', demo.url);
  return () => demo.close();
}
