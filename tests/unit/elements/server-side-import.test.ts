// Server-side rendering (Next, Astro, Remix) imports the elements in Node: no HTMLElement, no
// custom element registry. Importing must not throw, and no tag may be defined there.
import { describe, expect, it } from 'vitest';

const entries = {
  'portal-shell': () => import('../../../elements/portal-shell'),
  'portal-release-notes': () => import('../../../elements/portal-release-notes'),
  'portal-chat': () => import('../../../elements/portal-chat'),
  'portal-account-switcher': () => import('../../../elements/portal-account-switcher'),
  index: () => import('../../../elements/index'),
};

describe('importing the elements in Node', () => {
  it('runs where there is no DOM', () => {
    expect(typeof HTMLElement).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  // The first import transforms the whole element's source tree: slow on a busy machine, not a time rule.
  it.each(Object.entries(entries))(
    'imports %s without throwing and defines nothing',
    async (_name, load) => {
      const module = await load();
      expect(Object.keys(module).length).toBeGreaterThan(0);
      expect(typeof customElements).toBe('undefined');
    },
    60_000,
  );

  it('gives inert classes that can be referred to (e.g. in instanceof checks)', async () => {
    const { PortalShellElement, PortalChatElement } = await import('../../../elements/index');
    expect(typeof PortalShellElement).toBe('function');
    expect({} instanceof PortalChatElement).toBe(false);
  });

  it('gives every element class the package version from package.json', async () => {
    const { readFile } = await import('node:fs/promises');
    const { version } = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    const elements = await import('../../../elements/index');
    for (const element of [elements.PortalShellElement, elements.PortalChatElement, elements.PortalReleaseNotesElement, elements.PortalAccountSwitcherElement]) {
      expect(element.version).toBe(version);
    }
  });
});
