// A lazy part whose code cannot be fetched (network drop, deploy in between, an old hashed chunk
// gone): its place shows "This part could not be loaded." with Try again, the rest of the element
// stays, nothing is thrown uncaught, and Try again loads the part for real.
import { expect } from 'chai';
import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ElementRoot } from '../../src/components/element-root';
import { PART_NOT_LOADED_TEXT } from '../../src/components/lazy-part-boundary';
import { lazyPart, useIdlePreload } from '../../src/components/lazy-part';
import { seriousViolations } from './axe-check';
import { cleanupFixtures, fixture, framesFor, nothingHappensWithin, waitFor } from './wait-for';

/** A module address nothing serves: the browser's own TypeError of a failed dynamic import. */
let missing = 0;
const missingModule = () => `/src/components/no-such-part-${Date.now()}-${++missing}.js`;

/** An importer whose first call fails for real (a 404 module); later calls load a real component. */
function failingOnce() {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls === 1) await import(/* @vite-ignore */ missingModule());
    return function Greeting({ name }: { name: string }) {
      return <p data-part="greeting">Hello {name}</p>;
    };
  };
  return { load, calls: () => calls };
}

let root: Root | undefined;
const uncaught: unknown[] = [];
/** Vite's client, which the test server's modules import, cannot reach its (turned off) web socket: not ours. */
const fromViteClient = (error: unknown) => String(error).includes('WebSocket closed without opened');
const onError = (event: ErrorEvent) => void (fromViteClient(event.error) || uncaught.push(event.error ?? event.message));
const onRejection = (event: PromiseRejectionEvent) => void (fromViteClient(event.reason) || uncaught.push(event.reason));
const warnings: unknown[][] = [];
const consoleWarn = console.warn;
const consoleError = console.error;

function mount(children: React.ReactNode): ShadowRoot {
  const host = fixture<HTMLElement>('<div></div>');
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  // React logs errors its boundaries caught with console.error; the test keeps the page's console quiet.
  root = createRoot(container, { onCaughtError: () => {} });
  root.render(<ElementRoot container={shadow}>{children}</ElementRoot>);
  return shadow;
}

describe('a lazy part whose code cannot be loaded', () => {
  beforeEach(() => {
    uncaught.length = 0;
    warnings.length = 0;
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    cleanupFixtures();
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    console.warn = consoleWarn;
    console.error = consoleError;
  });

  it('shows the fallback in its place, keeps the rest, and Try again renders the part', async () => {
    const importer = failingOnce();
    const part = lazyPart(importer.load);
    const shadow = mount(
      <main>
        <h1>Welcome</h1>
        <Suspense fallback={<span data-part="loading" />}>
          <part.Component name="Cora" />
        </Suspense>
        <button type="button">Still here</button>
      </main>,
    );

    const status = await waitFor(() => shadow.querySelector<HTMLElement>('[role="status"]'), 'the fallback');
    expect(status.textContent).to.contain(PART_NOT_LOADED_TEXT);
    const retry = status.querySelector('button')!;
    expect(retry.textContent).to.equal('Try again');
    expect(shadow.getElementById(retry.getAttribute('aria-describedby')!)?.textContent).to.equal(PART_NOT_LOADED_TEXT);
    expect(await seriousViolations(status)).to.deep.equal([]);
    // The rest of the element stays.
    expect(shadow.querySelector('h1')?.textContent).to.equal('Welcome');
    expect(shadow.querySelector('main > button')?.textContent).to.equal('Still here');
    // Reported once, as a warning (the error reporter is not started here: only the console).
    expect(warnings).to.have.length(1);
    // Each engine words it its own way ("Failed to fetch dynamically imported module", "error loading
    // dynamically imported module", "Importing a module script failed"): all throw a TypeError.
    expect(warnings[0]?.[1]).to.be.instanceOf(TypeError);

    retry.click();
    const greeting = await waitFor(() => shadow.querySelector('[data-part="greeting"]'), 'the part after Try again');
    expect(greeting.textContent).to.equal('Hello Cora');
    expect(importer.calls()).to.equal(2);
    expect(shadow.querySelector('[role="status"]')).to.equal(null);
    expect(shadow.querySelector('h1')?.textContent).to.equal('Welcome');
    expect(uncaught).to.deep.equal([]);
  });

  it('reports one failure once, however many places show the part; a later mount loads it afresh', async () => {
    const importer = failingOnce();
    const part = lazyPart(importer.load, { fallback: ({ name }) => <span data-part="without">{name}</span> });
    const shadow = mount(
      <Suspense fallback={null}>
        <part.Component name="first" />
        <part.Component name="second" />
      </Suspense>,
    );
    await waitFor(() => shadow.querySelectorAll('[data-part="without"]').length === 2, 'both fallbacks');
    expect([...shadow.querySelectorAll('[data-part="without"]')].map((element) => element.textContent)).to.deep.equal(['first', 'second']);
    expect(warnings).to.have.length(1);

    root!.unmount();
    cleanupFixtures();
    const again = mount(
      <Suspense fallback={null}>
        <part.Component name="third" />
      </Suspense>,
    );
    const greeting = await waitFor(() => again.querySelector('[data-part="greeting"]'), 'the part on its next mount');
    expect(greeting.textContent).to.equal('Hello third');
    expect(importer.calls()).to.equal(2);
    expect(uncaught).to.deep.equal([]);
  });

  it('a failed preload raises nothing and the render loads the code again', async () => {
    const importer = failingOnce();
    const part = lazyPart(importer.load);
    await part.preload();
    expect(importer.calls()).to.equal(1);
    expect(warnings).to.have.length(1);
    const shadow = mount(
      <Suspense fallback={null}>
        <part.Component name="Ada" />
      </Suspense>,
    );
    const greeting = await waitFor(() => shadow.querySelector('[data-part="greeting"]'), 'the part');
    expect(greeting.textContent).to.equal('Hello Ada');
    expect(importer.calls()).to.equal(2);
    // Let a stray rejection surface before looking.
    await nothingHappensWithin(framesFor(50), () => expect(uncaught).to.deep.equal([]));
  });
});

describe('useIdlePreload', () => {
  afterEach(() => {
    root?.unmount();
    root = undefined;
    cleanupFixtures();
  });

  // WebKit has no requestIdleCallback: there the timer the hook falls back to is what runs.
  it(`preloads the parts once the page is idle (${typeof requestIdleCallback === 'function' ? 'requestIdleCallback' : 'no requestIdleCallback here: its timer'})`, async () => {
    const preloaded: string[] = [];
    const parts = ['menu', 'chat'].map((name) => ({ preload: async () => void preloaded.push(name) }));
    function Preloading() {
      useIdlePreload(...parts);
      return <p>ready</p>;
    }
    root = createRoot(fixture<HTMLElement>('<div></div>'));
    root.render(<Preloading />);
    await waitFor(() => preloaded.length === 2, 'both parts preloaded');
    expect(preloaded).to.deep.equal(['menu', 'chat']);
  });
});
