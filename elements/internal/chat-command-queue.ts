/**
 * A call a host page made through `window.portalChat.push(...)`: the command's name, then its
 * arguments, e.g. `['open']` or `['on', 'portal-chat-question', listener]`.
 */
export type ChatCommand = readonly unknown[];

/** What each command does, by name. */
export type ChatCommandHandlers = Record<string, (...args: unknown[]) => void>;

/** The queue once the loader has run: every push runs its calls at once, in order. */
export interface ChatCommandQueue {
  /** Runs the calls in order; returns how many were given (as an array's push returns a length). */
  push(...commands: ChatCommand[]): number;
  /** Marks the queue as the loader's, so a second copy of the loader leaves it alone. */
  readonly loaded: true;
}

/** Whether `value` is the queue of a loader that has run already. */
export function isLoadedQueue(value: unknown): value is ChatCommandQueue {
  return typeof value === 'object' && value !== null && (value as { loaded?: unknown }).loaded === true;
}

/**
 * Runs one call. A call that is not an array with a known command's name first, or whose command
 * throws, is told on the console and skipped: a host's mistake never breaks the page or the calls after it.
 */
export function runCommand(handlers: ChatCommandHandlers, command: unknown, report: (...data: unknown[]) => void = console.error): void {
  const name: unknown = Array.isArray(command) ? command[0] : undefined;
  if (typeof name !== 'string' || !Object.hasOwn(handlers, name)) {
    report(`portalChat: unknown command ${JSON.stringify(name) ?? String(name)}; known: ${Object.keys(handlers).join(', ')}.`, command);
    return;
  }
  try {
    handlers[name]!(...(command as unknown[]).slice(1));
  } catch (error) {
    report(`portalChat: the command "${name}" failed.`, error);
  }
}

/**
 * Replays the calls a host queued before the loader ran (an array, or nothing), in the order they
 * were pushed, and answers the queue that takes their place: its `push` runs calls at once.
 */
export function replayQueue(queued: unknown, handlers: ChatCommandHandlers, report?: (...data: unknown[]) => void): ChatCommandQueue {
  if (Array.isArray(queued)) for (const command of queued) runCommand(handlers, command, report);
  return {
    loaded: true,
    push(...commands) {
      for (const command of commands) runCommand(handlers, command, report);
      return commands.length;
    },
  };
}
