// Every unit test runs with an in-process BroadcastChannel (the portal's tabs talk over one): Node's
// own would reach other test files' module instances in the same worker and keep the process alive.
import { afterEach } from 'vitest';

/**
 * BroadcastChannel within one test: every instance of a name hears the others' messages, a
 * microtask later (as a browser delivers them as a task), never its own. Installed for
 * every unit test below; each test ends with every channel closed.
 */
export class FakeBroadcastChannel {
  private static readonly open = new Set<FakeBroadcastChannel>();
  private static inFlight = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }
  postMessage(data: unknown): void {
    if (this.closed) throw new Error('InvalidStateError: the channel is closed');
    for (const other of FakeBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      FakeBroadcastChannel.inFlight += 1;
      queueMicrotask(() => {
        FakeBroadcastChannel.inFlight -= 1;
        if (!other.closed) other.onmessage?.({ data });
      });
    }
  }
  close(): void {
    this.closed = true;
    FakeBroadcastChannel.open.delete(this);
  }
  /** Resolves once every message posted so far, and any its delivery led to, has been delivered. */
  static async delivered(): Promise<void> {
    while (FakeBroadcastChannel.inFlight > 0) await Promise.resolve();
  }
  /** Closes every channel (between tests). */
  static closeAll(): void {
    for (const channel of [...FakeBroadcastChannel.open]) channel.close();
  }
}

globalThis.BroadcastChannel = FakeBroadcastChannel as unknown as typeof BroadcastChannel;
afterEach(() => FakeBroadcastChannel.closeAll());
