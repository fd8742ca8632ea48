// <portal-release-notes> as its browser tests mount it, against the local backend's gateway with no
// fault and the feeds' stores fresh for each test. Shared by the tests of the standalone card and of
// the element.
import '../../elements/portal-release-notes';
import { resetStores } from '../../src/stores/store-reset';
import { admin } from './test-backend';
import { cleanupFixtures } from './wait-for';

/** The gateway's path of the release-notes feed (faults are injected on it). */
export const FEED_PATH = '/category/releasenotes/feed/';

/** The item rows an element shows. */
export const items = (element: HTMLElement) => Array.from(element.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]'));

/** A `<portal-release-notes>` with `attributes`, in a fixture holder (cleanupFixtures removes it). */
export function mountReleaseNotes(attributes: Record<string, string>): HTMLElement {
  const holder = document.createElement('div');
  holder.setAttribute('data-fixture', '');
  const element = document.createElement('portal-release-notes');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  holder.append(element);
  document.body.append(holder);
  return element;
}

/** The hooks of a suite of the element against the backend. Call it inside the suite's `describe`. */
export function withReleaseNotesBackend(): void {
  beforeEach(async () => {
    resetStores({ only: ['feeds'] });
    await admin('/faults', { method: 'DELETE' });
  });
  afterEach(async () => {
    cleanupFixtures();
    await admin('/faults', { method: 'DELETE' });
  });
}
