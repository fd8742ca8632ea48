// A part that throws while rendering does not take its element down: its place shows the fallback,
// the failure is told once, and the fallback's retry renders the part again.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { LazyPartBoundary, PART_NOT_LOADED_TEXT, PartNotLoaded } from '../../src/components/lazy-part-boundary';
import { mountShadow } from './shadow-fixture';

describe('LazyPartBoundary', () => {
  let host: HTMLElement;
  let shadow: ShadowRoot;
  let root: Root;
  let broken: boolean;
  const failures: unknown[] = [];

  /** The part: throws while `broken`. */
  function Part() {
    if (broken) throw new Error('the part broke');
    return <p className="part">The part</p>;
  }

  const show = () =>
    flushSync(() =>
      root.render(
        <>
          <p className="beside">Beside the part</p>
          <LazyPartBoundary render={() => <Part />} fallback={(retry) => <PartNotLoaded retry={retry} />} onFailure={(error) => failures.push(error)} />
        </>,
      ),
    );

  beforeEach(() => {
    broken = true;
    failures.length = 0;
    // A part's error caught by the boundary is not logged (React's default does, as an error).
    ({ host, shadow, reactRoot: root } = mountShadow({ rootOptions: { onCaughtError: () => {} } }));
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('shows the fallback in the failed part\'s place, keeps the rest, and tells the failure once', () => {
    show();
    expect(shadow.querySelector('.beside')?.textContent).to.equal('Beside the part');
    expect(shadow.querySelector('.part')?.outerHTML).to.equal(undefined);
    const status = shadow.querySelector<HTMLElement>('[role="status"]')!;
    expect(status.getAttribute('part')).to.equal('lazy-part-failed');
    expect(status.textContent).to.equal(`${PART_NOT_LOADED_TEXT} Try again`);
    const button = status.querySelector('button')!;
    expect(shadow.getElementById(button.getAttribute('aria-describedby')!)?.textContent).to.equal(PART_NOT_LOADED_TEXT);
    expect(failures.map((error) => (error as Error).message)).to.deep.equal(['the part broke']);
  });

  it('renders the part again on Try again: in its place once it works, the fallback again while it does not', () => {
    show();
    flushSync(() => shadow.querySelector<HTMLButtonElement>('[role="status"] button')!.click());
    expect(shadow.querySelector('[role="status"]'), 'still failing').to.not.equal(null);
    expect(failures).to.have.length(2);
    broken = false;
    flushSync(() => shadow.querySelector<HTMLButtonElement>('[role="status"] button')!.click());
    expect(shadow.querySelector('.part')?.textContent).to.equal('The part');
    expect(shadow.querySelector('[role="status"]')?.outerHTML).to.equal(undefined);
    expect(failures).to.have.length(2);
  });
});
