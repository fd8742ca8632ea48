// Loaded before every browser test file (web-test-runner.config.mjs testRunnerHtml).
// - The runner loads the test files one after another in the same tab, so the tab's sessionStorage
//   outlives a file: without clearing it, a file would start from the signed-in user another file
//   left in Portal Shell's tab cache instead of signing in as on a first visit.
// - Portal Shell leaves the page on a sign-out and a few other answers (browserNavigation.assign).
//   A test that expects it puts a recorder in its place; in any other test the test page would be
//   gone, and the runner would only say, 120 s later, that the file did not finish. Here such a
//   call is refused: it throws, and the runner's console names the file and the address at once.
// - A test page the browser hides (its window unmapped) runs no animation frames, which `waitFor`
//   counts in, and gets its timers slowed: said on the runner's console as it happens. Leaving
//   the page hides it too, but then the check half a second later never runs.
// - A failed assertion about a DOM element is reported as text (reportable-failures.ts).
import { executeServerCommand } from '@web/test-runner-commands';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { clearCachedLogin } from '../../src/stores/session/login-cache';
import './reportable-failures';

clearCachedLogin();

browserNavigation.assign = (url: string) => {
  void executeServerCommand('test-page-sent-away', { url });
  throw new Error(`Portal Shell sent the test page to ${url}, which no test here expected (tests/browser/fresh-tab.ts)`);
};

document.addEventListener('visibilitychange', () => {
  setTimeout(() => {
    if (document.visibilityState === 'hidden') void executeServerCommand('test-page-hidden', {});
  }, 500);
});
