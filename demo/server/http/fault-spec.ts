/** A fault the backend can inject into one response (demo/server/README.md, "Fault injection"). */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'drop' }
  | { kind: 'malformed' }
  | { kind: 'hostile' }
  | { kind: 'cut' };

const MAX_LATENCY_MS = 30_000;

/**
 * Parses a fault written as text: `latency:<ms>`, `status:<400-599>` (or just the code), `drop`,
 * `malformed`, `hostile` or `cut`. Returns null for anything else.
 */
export function parseFault(text: string | null | undefined): Fault | null {
  if (!text) return null;
  const [name = '', value] = text.trim().toLowerCase().split(':', 2);
  if (/^\d{3}$/.test(name)) return parseFault(`status:${name}`);
  switch (name) {
    case 'latency': {
      const ms = Number(value);
      return Number.isInteger(ms) && ms >= 0 && ms <= MAX_LATENCY_MS ? { kind: 'latency', ms } : null;
    }
    case 'status': {
      const status = Number(value);
      return Number.isInteger(status) && status >= 400 && status <= 599 ? { kind: 'status', status } : null;
    }
    case 'drop':
    case 'malformed':
    case 'hostile':
    case 'cut':
      return { kind: name };
    default:
      return null;
  }
}
