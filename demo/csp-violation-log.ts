import type { IncomingMessage, ServerResponse } from 'node:http';

/** One Content-Security-Policy violation, as a report or a `securitypolicyviolation` event tells it. */
export interface CspViolation {
  /** The page where it happened. */
  documentUrl: string;
  /** The directive that blocked it, e.g. `script-src-elem`. */
  directive: string;
  /** What was blocked: a URL, or `inline`, `eval`, `data`, … */
  blocked: string;
  /** Where in the code, when the browser knows. */
  source?: string;
  /** The first characters of a blocked inline script or style ('report-sample'). */
  sample?: string;
}

/** The body of a `report-uri` report: `{"csp-report": {…}}` with kebab-case fields. */
type ReportBody = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The violation in a `report-uri` request's JSON (application/csp-report), or null if there is none. */
export function violationInReport(json: unknown): CspViolation | null {
  const body = typeof json === 'object' && json !== null ? (json as { 'csp-report'?: unknown })['csp-report'] : undefined;
  if (typeof body !== 'object' || body === null) return null;
  const report = body as ReportBody;
  const sourceFile = text(report['source-file']);
  const line = report['line-number'];
  const sample = text(report['script-sample']);
  return {
    documentUrl: text(report['document-uri']) ?? '(unknown page)',
    directive: text(report['effective-directive'] ?? report['violated-directive']) ?? '(unknown directive)',
    blocked: text(report['blocked-uri']) ?? '(unknown)',
    ...(sourceFile ? { source: typeof line === 'number' ? `${sourceFile}:${line}` : sourceFile } : {}),
    ...(sample ? { sample } : {}),
  };
}

/** One line per violation, for a failure message. */
export function describeViolation({ documentUrl, directive, blocked, source, sample }: CspViolation): string {
  return `${directive} blocked ${blocked} on ${documentUrl}${source ? ` (${source})` : ''}${sample ? `: ${JSON.stringify(sample)}` : ''}`;
}

/** Reports larger than this are refused; a violation report is a few hundred bytes. */
const MAX_REPORT_BYTES = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REPORT_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_REPORT_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined));
    req.on('error', reject);
  });
}

/**
 * The violation reports a demo server has received, in order. {@link handle} takes the report
 * requests: `POST` records the violation in a `report-uri` report, `GET` answers the list as JSON.
 */
export class CspViolationLog {
  readonly #violations: CspViolation[] = [];

  /** Every violation recorded so far. */
  get violations(): readonly CspViolation[] {
    return this.#violations;
  }

  /** Handles a request to the report endpoint. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(this.#violations));
      return;
    }
    if (req.method !== 'POST') {
      res.statusCode = 405;
      res.end();
      return;
    }
    const body = await readBody(req);
    let violation: CspViolation | null;
    try {
      violation = body === undefined ? null : violationInReport(JSON.parse(body));
    } catch {
      violation = null;
    }
    if (!violation) {
      res.statusCode = 400;
      res.end();
      return;
    }
    this.#violations.push(violation);
    res.statusCode = 204;
    res.end();
  }
}
