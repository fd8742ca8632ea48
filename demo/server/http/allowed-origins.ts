/** The environment variable naming the extra origins the local backend trusts. */
export const ALLOWED_ORIGINS_VARIABLE = 'PORTAL_ALLOWED_ORIGINS';

/** A configured origin that is not one: the message says which entry and why. */
export class AllowedOriginsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AllowedOriginsError';
  }
}

/** Why an entry is not an origin, or null when it is one (`scheme://host[:port]`, http or https). */
function problemWith(entry: string): string | null {
  if (entry === '*') return 'a wildcard cannot be trusted with credentials; list each origin';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `the scheme must be http or https, not ${url.protocol.slice(0, -1)}`;
  if (url.username || url.password) return 'an origin has no user name or password';
  if (url.pathname !== '/' || url.search || url.hash) return 'an origin has no path, query or fragment';
  // new URL() tidies case and default ports: only an entry written as its origin is accepted, so what is configured is what is compared.
  if (entry.replace(/\/$/, '') !== url.origin) return `write it as its origin, ${url.origin}`;
  return null;
}

/**
 * Parses the comma-separated list of trusted origins (e.g. `http://localhost:5174,https://cms.example`).
 * Blank entries (a trailing comma) are skipped; an entry that is not an origin throws an
 * {@link AllowedOriginsError} naming it, so a typo stops the start instead of silently trusting nobody.
 */
export function parseAllowedOrigins(text: string | undefined, variable = ALLOWED_ORIGINS_VARIABLE): string[] {
  if (text === undefined) return [];
  const origins: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const problem = problemWith(entry);
    if (problem !== null) throw new AllowedOriginsError(`${variable}: "${entry}" is not an origin (${problem}). Expected a comma-separated list such as http://localhost:5174,https://cms.example.`);
    const origin = new URL(entry).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The trusted origins: the given ones first, then those of the environment variable, without repeats. */
export function trustedOrigins(own: readonly string[], configured: readonly string[]): string[] {
  return [...new Set([...own, ...configured])];
}
