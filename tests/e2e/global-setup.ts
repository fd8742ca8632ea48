import type { TestProject } from 'vitest/node';
import { describeViolation } from '../../demo/csp-violation-log';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';
import { freeDemoPorts } from '../tools/free-ports';
import { launchChromiumServer } from './shared-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** The host site: the demo's host pages on an origin of their own (another port). */
    hostUrl: string;
    backendOrigins: Record<string, string>;
    /** The run's one Chromium, which test files connect to (tests/e2e/browser.ts, launchChromium). */
    chromiumEndpoint: string;
  }
}

/**
 * Starts the demo and the shared Chromium for the end-to-end suite and stops them afterwards. The
 * demo is the production build, as hosts serve the elements: a page of it loads a few bundled
 * files, where the dev server sends some 200 modules and React's development build (a page load
 * costs about half the CPU time, and the suite about 30 % less). The dev server's pages are walked in
 * content-security-policy.test.ts. The run fails if any page's browser reported a
 * Content-Security-Policy violation to the demo server meanwhile, including pages no test watches
 * for errors.
 */
export default async function setup(project: TestProject) {
  // Free ports unless E2E_PORT (the portal; the host site is E2E_HOST_PORT, else free) and
  // E2E_BACKEND_PORT (the first of the backend's seven) name them.
  // All taken in one call, so that none is handed out twice.
  const free = await freeDemoPorts();
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : free.port;
  const hostPort = process.env.E2E_HOST_PORT ? Number(process.env.E2E_HOST_PORT) : free.hostPort;
  const backendPorts = process.env.E2E_BACKEND_PORT ? backendPortsFrom(Number(process.env.E2E_BACKEND_PORT)) : free.backendPorts;
  const [demo, chromiumServer] = await Promise.all([startDemo({ port, hostPort, backendPorts, build: 'production' }), launchChromiumServer()]);
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  project.provide('demoUrl', demo.url);
  project.provide('hostUrl', demo.hostUrl);
  project.provide('backendOrigins', demo.backend.origins);
  return async () => {
    const violations = [...demo.cspViolations];
    await Promise.all([demo.close(), chromiumServer.close()]);
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
