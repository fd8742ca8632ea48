// Runs in every end-to-end test file: a Content-Security-Policy violation on any page that
// collectPageErrors watches fails the test it happened in, naming that test; one that arrives
// after a file's last test (while its pages close) fails that file.
import { afterAll, afterEach } from 'vitest';
import { takeCspViolations } from './browser';

function failOnViolations(when: string): void {
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations ${when}:\n${violations.join('\n')}`);
}

afterEach(() => failOnViolations('during this test'));
// Registered first, so it runs after the test file's own afterAll hooks (which close the browser).
afterAll(() => failOnViolations("after this file's last test"));
