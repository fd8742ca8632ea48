import { describe, expect, it } from 'vitest';
import { describeViolation, violationInReport } from '../../../demo/csp-violation-log';

/** A report as Chromium sent it to report-uri during an end-to-end run (policy shortened). */
const CHROMIUM_REPORT = {
  'csp-report': {
    'document-uri': 'http://localhost:7673/widget.html',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'none'; script-src 'self' 'report-sample'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 4,
    'column-number': 18,
    'source-file': 'http://localhost:7673/widget.html',
    'status-code': 200,
    'script-sample': 'window.injectedScriptRan = true;',
  },
};

describe('the demo server’s Content-Security-Policy violation log', () => {
  it('reads a report-uri report into one violation and describes it on one line', () => {
    const violation = violationInReport(CHROMIUM_REPORT);
    expect(violation).toEqual({
      documentUrl: 'http://localhost:7673/widget.html',
      directive: 'script-src-elem',
      blocked: 'inline',
      source: 'http://localhost:7673/widget.html:4',
      sample: 'window.injectedScriptRan = true;',
    });
    expect(describeViolation(violation!)).toBe(
      'script-src-elem blocked inline on http://localhost:7673/widget.html (http://localhost:7673/widget.html:4): "window.injectedScriptRan = true;"',
    );
  });

  it.each([null, 'csp-report', [], {}, { 'csp-report': 'inline' }, [{ type: 'csp-violation', body: {} }]])('finds no violation in %j', (json) => {
    expect(violationInReport(json)).toBeNull();
  });
});
