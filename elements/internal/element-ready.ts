import { emit } from '../../src/components/portal-events';

/** One element's first render: the promise `whenReady` hands out, and what settles it. */
interface Readiness {
  promise: Promise<void>;
  resolve: () => void;
}

const readiness = new WeakMap<Element, Readiness>();

function readinessOf(host: Element): Readiness {
  let entry = readiness.get(host);
  if (entry === undefined) {
    let resolve!: () => void;
    const promise = new Promise<void>((settle) => (resolve = settle));
    entry = { promise, resolve };
    readiness.set(host, entry);
  }
  return entry;
}

/** Resolves once the element's first render is on the page; at once (a settled promise) when it already is. */
export function whenReady(host: Element): Promise<void> {
  return readinessOf(host).promise;
}

/** Marks the element's first render: `whenReady` settles and `portal-ready` is dispatched, at the same point. */
export function announceReady(container: ShadowRoot): void {
  readinessOf(container.host).resolve();
  emit(container, 'portal-ready', { tag: container.host.localName });
}
