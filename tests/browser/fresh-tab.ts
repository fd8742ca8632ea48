// Loaded before every browser test file (web-test-runner.config.mjs testRunnerHtml). The runner
// loads the test files one after another in the same tab, so the tab's sessionStorage outlives a
// file: without this, a file would start from the signed-in user another file left in Portal
// Shell's tab cache instead of signing in as on a first visit.
import { clearCachedLogin } from '../../src/stores/session/login-cache';

clearCachedLogin();
