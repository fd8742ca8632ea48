// useVirtualizer: TanStack's virtualizer over a scrolling element, rendering the rows in view and again as the range moves.
import { expect } from 'chai';
import { useRef } from 'react';
import type { Root } from 'react-dom/client';
import { useVirtualizer } from '../../src/components/account-switcher/use-virtualizer';
import { mountShadow } from './shadow-fixture';
import { cleanupFixtures, waitFor } from './wait-for';

const ROW_HEIGHT = 20;
const VIEW_HEIGHT = 100;

function List({ count, onRange }: { count: number; onRange?: () => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    ...(onRange ? { onChange: onRange } : {}),
  });
  return (
    <div ref={scroller} data-testid="scroller" style={{ height: `${VIEW_HEIGHT}px`, overflow: 'auto' }}>
      <div style={{ height: `${virtualizer.getTotalSize()}px`, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div key={row.key} data-index={row.index} style={{ position: 'absolute', top: `${row.start}px`, height: `${ROW_HEIGHT}px` }}>
            Row {row.index}
          </div>
        ))}
      </div>
    </div>
  );
}

describe('useVirtualizer', () => {
  let shadow: ShadowRoot;
  let root: Root;
  const rows = () => [...shadow.querySelectorAll<HTMLElement>('[data-index]')].map((row) => Number(row.dataset.index));
  const scroller = () => shadow.querySelector<HTMLElement>('[data-testid="scroller"]')!;

  beforeEach(() => void ({ shadow, reactRoot: root } = mountShadow()));

  afterEach(() => {
    root.unmount();
    cleanupFixtures();
  });

  it('renders the rows in view (and the overscan) of a long list, not the list', async () => {
    root.render(<List count={100_000} />);
    await waitFor(() => rows().length > 0, 'the first rows');
    expect(rows()).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(scroller().scrollHeight).to.equal(100_000 * ROW_HEIGHT);
  });

  it('renders again when the user scrolls, and tells the caller of the new range', async () => {
    let changes = 0;
    root.render(<List count={1000} onRange={() => (changes += 1)} />);
    await waitFor(() => rows().length > 0, 'the first rows');
    const before = changes;
    scroller().scrollTop = 500 * ROW_HEIGHT;
    await waitFor(() => rows().includes(500) && !rows().includes(0), 'the rows around 500');
    expect(Math.min(...rows())).to.be.at.least(497);
    expect(changes).to.be.greaterThan(before);
  });

  it('follows new options on a render: a shorter list', async () => {
    root.render(<List count={1000} />);
    await waitFor(() => rows().length > 0, 'the first rows');
    root.render(<List count={3} />);
    await waitFor(() => rows().length === 3, 'three rows');
    expect(rows()).to.deep.equal([0, 1, 2]);
    expect(scroller().scrollHeight).to.equal(VIEW_HEIGHT);
  });
});
