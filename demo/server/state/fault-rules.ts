import type { Fault } from '../http/fault-spec';

/** A fault switched on through the admin endpoint, for the requests it matches. */
export interface FaultRule {
  id: number;
  /** Only on this origin (auth, profile, gateway, chat, blog, errors); all when absent. */
  origin?: string | undefined;
  /** Only for this method; all when absent. */
  method?: string | undefined;
  /** Path prefix the request path must start with; `*` or absent for every path. */
  path?: string | undefined;
  fault: Fault;
  /** How many more requests it hits; null for every one until cleared. */
  remaining: number | null;
  /** Fraction of matching requests it hits (soak runs switch faults on at random). */
  probability: number;
}

/** A request a latency fault is holding back right now. */
export interface HeldRequest {
  /** The origin's name (auth, profile, gateway, chat, blog, errors). */
  origin: string;
  method: string;
  path: string;
}

/** The faults switched on, matched in the order they were added. */
export class FaultRules {
  private rules: FaultRule[] = [];
  private nextId = 1;
  /** Requests being held by a latency fault: a test looks at the waiting page while one is. */
  readonly held = new Set<HeldRequest>();

  /** Holds `request` for `ms` (a latency fault), listed in `held` meanwhile. */
  async hold(request: HeldRequest, ms: number): Promise<void> {
    this.held.add(request);
    try {
      await new Promise((resolve) => setTimeout(resolve, ms));
    } finally {
      this.held.delete(request);
    }
  }

  add(rule: Omit<FaultRule, 'id'>): FaultRule {
    const added = { ...rule, id: this.nextId++ };
    this.rules.push(added);
    return added;
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }

  /** The fault for this request, if a rule matches; a rule with a count uses one up. */
  take(origin: string, method: string, path: string, random: () => number = Math.random): Fault | null {
    for (const rule of this.rules) {
      if (rule.origin && rule.origin !== origin) continue;
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (rule.path && rule.path !== '*' && !path.startsWith(rule.path)) continue;
      if (rule.probability < 1 && random() >= rule.probability) continue;
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) this.rules = this.rules.filter((other) => other !== rule);
      }
      return rule.fault;
    }
    return null;
  }
}
