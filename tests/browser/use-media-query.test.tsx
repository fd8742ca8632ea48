// useMediaQuery: whether a media query matches now, and a render when that changes.
import { expect } from 'chai';
import type { Root } from 'react-dom/client';
import { emulateMedia } from './commands';
import { useMediaQuery } from '../../src/components/shell/use-media-query';
import { cleanupFixtures, waitFor } from './wait-for';
import { mountShadow } from './shadow-fixture';

const QUERY = '(prefers-reduced-motion: reduce)';

describe('useMediaQuery', () => {
  let root: Root;
  const answers: boolean[] = [];

  function Probe() {
    const matches = useMediaQuery(QUERY);
    answers.push(matches);
    return <p>{matches ? 'matches' : 'does not match'}</p>;
  }

  beforeEach(async () => {
    answers.length = 0;
    await emulateMedia({ reducedMotion: 'no-preference' });
    ({ reactRoot: root } = mountShadow());
  });

  afterEach(async () => {
    root.unmount();
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('answers from the first render and renders again when the answer changes, both ways', async () => {
    root.render(<Probe />);
    await waitFor(() => answers.length > 0, 'the first render');
    expect(answers[0]).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => answers.at(-1) === true, 'a render that matches');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitFor(() => answers.at(-1) === false, 'a render that no longer matches');
  });

  it('matches at once when the query already matches, and stops listening when the component goes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    root.render(<Probe />);
    await waitFor(() => answers.length > 0, 'the first render');
    expect(answers[0]).to.equal(true);
    const removed: string[] = [];
    const list = MediaQueryList.prototype;
    const { removeEventListener } = list;
    list.removeEventListener = function (this: MediaQueryList, ...args: Parameters<typeof removeEventListener>) {
      removed.push(this.media);
      return removeEventListener.apply(this, args);
    };
    try {
      root.unmount();
      expect(removed).to.deep.equal([QUERY]);
    } finally {
      list.removeEventListener = removeEventListener;
    }
  });
});
