import type { SeededRandom } from './seeded-random';

/** Where a fault may go: an origin, a method and a path prefix, and the faults that place may get. */
interface FaultTarget {
  name: string;
  origin: string;
  method: string;
  path: string;
  faults: readonly string[];
}

/**
 * The faults the soak switches on. Left out on purpose, because the product's rules end the session on
 * them (logout with a redirect): 400/401 on user data and token creation, any failure of the login
 * refresh, and a network error on user data. Those calls get latency only. The account list gets
 * latency only too: an empty list asks for an account again, which is a separate flow.
 */
const TARGETS: readonly FaultTarget[] = [
  { name: 'release-notes and e-book feeds', origin: 'gateway', method: 'GET', path: '/category/', faults: ['latency:1500', 'status:500', 'status:503', 'drop', 'malformed', 'hostile'] },
  { name: 'blog feed', origin: 'blog', method: 'GET', path: '/feed/', faults: ['latency:1500', 'status:500', 'drop', 'malformed', 'hostile'] },
  { name: 'chat answers', origin: 'chat', method: 'POST', path: '/helpdeskgpt/chat/', faults: ['latency:2000', 'status:500', 'status:503', 'drop', 'malformed', 'cut', 'hostile'] },
  { name: 'chat feedback', origin: 'chat', method: 'POST', path: '/helpdeskgpt/feedback/', faults: ['latency:1000', 'status:500', 'drop'] },
  { name: 'page-visit tracking', origin: 'profile', method: 'POST', path: '/profileapi/tracking/', faults: ['latency:800', 'status:500', 'drop', 'malformed'] },
  { name: 'app and menu definitions', origin: 'profile', method: 'GET', path: '/profileapi/portal/', faults: ['latency:800'] },
  { name: 'app tokens', origin: 'auth', method: 'POST', path: '/authapi/Access/CreateAccessCookie', faults: ['latency:1500', 'status:500', 'status:503', 'drop', 'malformed'] },
  { name: 'account list', origin: 'auth', method: 'GET', path: '/authapi/Login/GetAccessibleCustomers', faults: ['latency:800'] },
  { name: 'user data and login refresh', origin: 'auth', method: '', path: '/authapi/Login/', faults: ['latency:500'] },
  { name: 'error reports', origin: 'errors', method: 'POST', path: '/api/', faults: ['latency:1000', 'status:500', 'status:429', 'drop'] },
];

/** The policy as one line, for the run's header. */
export const FAULT_POLICY =
  'faults: latency, 5xx, drop, malformed, hostile, cut on feeds, chat, feedback, tracking, tokens, error reports; ' +
  'latency only on user data, login refresh, account list and definitions (their failures end the session/8, so they are left out)';

export interface FaultSwitcher {
  /** Maybe switches a fault on or all off; called between steps. */
  step(): Promise<void>;
  /** Everything off. */
  clear(): Promise<void>;
  /** Rules switched on, by "target: fault". */
  readonly injected: Map<string, number>;
  readonly active: () => number;
  /** How many times all faults were switched off again. */
  readonly clears: () => number;
}

/** Switches faults on and off at random through the backend's `/__admin/faults`. */
export function faultSwitcher(adminOrigin: string, random: SeededRandom, enabled: boolean): FaultSwitcher {
  const injected = new Map<string, number>();
  let active = 0;
  let clears = 0;
  let untilNext = random.int(3, 12);

  async function call(method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
    const response = await fetch(`${adminOrigin}/__admin/faults`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
    });
    if (!response.ok) throw new Error(`/__admin/faults ${method} answered ${response.status}: ${await response.text()}`);
  }

  async function clear(): Promise<void> {
    await call('DELETE');
    active = 0;
  }

  return {
    injected,
    active: () => active,
    clears: () => clears,
    clear,
    async step() {
      if (!enabled || --untilNext > 0) return;
      untilNext = random.int(3, 12);
      if (active >= 3 || (active > 0 && random.chance(0.3))) {
        await clear();
        clears += 1;
        return;
      }
      const target = random.pick(TARGETS);
      const fault = random.pick(target.faults);
      const probability = random.pick([0.25, 0.5, 1]);
      const times = random.chance(0.5) ? random.int(1, 5) : undefined;
      await call('POST', {
        fault,
        origin: target.origin,
        ...(target.method ? { method: target.method } : {}),
        path: target.path,
        ...(times ? { times } : {}),
        probability,
      });
      active += 1;
      const key = `${target.name}: ${fault}`;
      injected.set(key, (injected.get(key) ?? 0) + 1);
    },
  };
}
