// The reporting folder's entry: error reports and page visits. Page-visit tracking itself
// (page-visit-tracking.ts) is loaded with import() after the opening view and is not re-exported here.
export { loadErrorReportingAfter, reportWarning, startErrorReporting } from './error-reporting';
export { recordPageVisit } from './page-visits';
