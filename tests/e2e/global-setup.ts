import type { TestProject } from 'vitest/node';
import { describeViolation } from '../../demo/csp-violation-log';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';

/** Ports during end-to-end tests: clear of a running `npm start` (5173, 5301…) and the backend tests. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 5273);
const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 5401);

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** The host site: the demo's host pages on an origin of their own (another port). */
    hostUrl: string;
    backendOrigins: Record<string, string>;
  }
}

/**
 * Starts the demo for the end-to-end suite and stops it afterwards. The run fails if any page's
 * browser reported a Content-Security-Policy violation to the demo server meanwhile, including
 * pages no test watches for errors.
 */
export default async function setup(project: TestProject) {
  const demo = await startDemo({ port: E2E_PORT, backendPorts: backendPortsFrom(E2E_BACKEND_PORT) });
  project.provide('demoUrl', demo.url);
  project.provide('hostUrl', demo.hostUrl);
  project.provide('backendOrigins', demo.backend.origins);
  return async () => {
    const violations = [...demo.cspViolations];
    await demo.close();
    if (violations.length > 0) {
      // Vitest prints an error thrown here ("error during close") but has already chosen its
      // exit code from the tests; the run must fail all the same.
      process.exitCode = 1;
      throw new Error(
        `The demo server received ${violations.length} Content-Security-Policy violation report(s) during the end-to-end run:\n` +
          violations.map((violation) => `  ${describeViolation(violation)}`).join('\n'),
      );
    }
  };
}
