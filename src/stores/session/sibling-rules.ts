import * as v from 'valibot';
import type { AppOriginRules } from '../../config/app-origin-rules';
import type { AppEntry } from '../../config/app-types';
import { parseAppEntries } from '../../config/definition-schemas';
import type { EnvironmentSettings } from '../../config/environment-types';
import { readCustomers, readUser } from '../../services/auth-service';
import type { AccessibleCustomer, UserData } from '../../services/auth-types';

/*
 * What open portal tabs of one origin tell each other (pure: the channel is in sibling-session.ts).
 * A new tab asks for the signed-in user, their accounts and the app set; a tab signing out or
 * finding another user signed in says so. Every message is JSON text, bounded and checked here.
 */

/** The longest message read or sent, in characters: a list of accounts beyond it is not handed over. */
export const MAX_SIBLING_MESSAGE_CHARS = 512 * 1024;

/**
 * How long a new tab takes a sibling's answer. Nothing waits for it (GetUserData is on its way, and
 * its answer ends the asking), so the window only bounds how late an answer may still paint: a
 * sibling in a background tab on a busy machine may take a few hundred milliseconds to answer.
 */
export const SIBLING_ANSWER_WAIT_MS = 1000;

/** What a tab hands over: the user shown signed in, their accounts if loaded, the app set if received. */
export interface HandOver {
  user: UserData;
  customers?: AccessibleCustomer[];
  apps?: AppEntry[];
}

/** A message between portal tabs; `scope` names what the sender's data comes from (see {@link siblingScope}). */
export type SiblingMessage =
  | { kind: 'ask'; id: string; scope: string }
  | ({ kind: 'answer'; id: string; scope: string } & HandOver)
  | { kind: 'signed-out'; scope: string }
  | { kind: 'user-changed'; scope: string; userId: string };

/**
 * The tab's data sources as one comparable text: the environment's name, its identity server, its
 * base addresses and sample-data flag, and the app origins it trusts. Two tabs share a session
 * only when these are the same: a tab of another environment or identity server is someone else's.
 */
export function siblingScope(env: EnvironmentSettings, origins: AppOriginRules): string {
  const shipped = Object.entries(origins.shipped).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([env.EnvName, env.AuthServerUrl, env.ProfileApiUrl, env.GatewayUrl, env.UseSampleData, shipped, origins.pageHost]);
}

const text = v.pipe(v.string(), v.maxLength(4096));

const userSchema = v.pipe(
  v.unknown(),
  v.transform(readUser),
  v.check((user) => user !== null && user.userId !== '', 'not a user'),
);

// Like the tab's cache: a list missing an entry it claimed to hold is no faithful copy.
const customersSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((list) => {
    const customers = readCustomers(list);
    return customers?.length === list.length ? customers : null;
  }),
  v.check((customers) => customers !== null, 'not a list of accounts'),
);

const appsSchema = v.pipe(
  v.unknown(),
  v.transform(parseAppEntries),
  v.check((apps) => apps !== null, 'not a list of apps'),
);

const messageSchema = v.variant('kind', [
  v.object({ kind: v.literal('ask'), id: text, scope: text }),
  v.object({ kind: v.literal('answer'), id: text, scope: text, user: userSchema, customers: v.optional(customersSchema), apps: v.optional(appsSchema) }),
  v.object({ kind: v.literal('signed-out'), scope: text }),
  v.object({ kind: v.literal('user-changed'), scope: text, userId: text }),
]);

/** A message as it arrives from the channel, or null when it is none of ours, too long or malformed. */
export function readSiblingMessage(data: unknown): SiblingMessage | null {
  if (typeof data !== 'string' || data.length > MAX_SIBLING_MESSAGE_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const result = v.safeParse(messageSchema, value);
  if (!result.success) return null;
  const message = result.output;
  if (message.kind !== 'answer') return message;
  const { customers, apps, ...rest } = message;
  return { ...rest, user: message.user as UserData, ...(customers ? { customers } : {}), ...(apps ? { apps } : {}) } as SiblingMessage;
}

/** What this tab shows, as far as an answer goes. */
export interface TabState {
  scope: string;
  /** Set only for a user GetUserData confirmed in this tab (no development stand-in, not revalidating). */
  confirmedUser: UserData | null;
  /** The accounts loaded, and whose. */
  customers: { userId: string | null; list: AccessibleCustomer[] } | null;
  /** The app set, when received from the profile API (the bundled set is every tab's own). */
  apps: AppEntry[] | null;
}

/**
 * The answer this tab gives to `ask`, as JSON text, or null: only a tab of the same scope that
 * shows a confirmed user answers. Accounts that would make it too long are left out; an answer
 * that is still too long is not given.
 */
export function answerText(ask: { id: string; scope: string }, tab: TabState): string | null {
  const user = tab.confirmedUser;
  if (ask.scope !== tab.scope || user === null) return null;
  const base = { kind: 'answer', id: ask.id, scope: tab.scope, user, ...(tab.apps ? { apps: tab.apps } : {}) } as const;
  const customers = tab.customers?.userId === user.userId ? tab.customers.list : undefined;
  for (const answer of customers ? [{ ...base, customers }, base] : [base]) {
    const json = JSON.stringify(answer satisfies SiblingMessage);
    if (json.length <= MAX_SIBLING_MESSAGE_CHARS) return json;
  }
  return null;
}

/** The hand-over in `message` if it answers this tab's question `id` in this tab's scope, else null. */
export function acceptedAnswer(message: SiblingMessage | null, id: string, scope: string): HandOver | null {
  if (message?.kind !== 'answer' || message.id !== id || message.scope !== scope) return null;
  const { user, customers, apps } = message;
  return { user, ...(customers ? { customers } : {}), ...(apps ? { apps } : {}) };
}
