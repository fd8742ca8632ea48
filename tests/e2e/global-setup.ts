import type { TestProject } from 'vitest/node';
import { describeViolation } from '../../demo/csp-violation-log';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';
import { freeDemoPorts } from '../tools/free-ports';

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
  // Free ports unless E2E_PORT (the portal; the host site is E2E_HOST_PORT, else free) and
  // E2E_BACKEND_PORT (the first of the backend's seven) name them.
  // All taken in one call, so that none is handed out twice.
  const free = await freeDemoPorts();
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : free.port;
  const hostPort = process.env.E2E_HOST_PORT ? Number(process.env.E2E_HOST_PORT) : free.hostPort;
  const backendPorts = process.env.E2E_BACKEND_PORT ? backendPortsFrom(Number(process.env.E2E_BACKEND_PORT)) : free.backendPorts;
  const demo = await startDemo({ port, hostPort, backendPorts });
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
