import { describe, expect, it } from 'vitest';
import { documentTitle, pageName } from '../../../../src/components/shell/page-title';
import type { PortalView } from '../../../../src/stores/routing/routing';

const app = { appPrefix: 'dash', iframeBaseUrl: 'https://apps.example/dash', tokenDescriptor: { client: 'dash', services: [] } };
const entry = { id: 'account-dashboard', title: 'Account Dashboard', route: '/dash/Dashboard/tnt' };

describe('the page name and document title of a view', () => {
  it('names each kind of page, and none while it is not known yet', () => {
    const views: Array<[PortalView, string | null]> = [
      [{ kind: 'loading' }, null],
      [{ kind: 'redirectHome', reason: 'restricted' }, null],
      [{ kind: 'home' }, 'Home'],
      [{ kind: 'internalTools' }, 'Internal tools'],
      [{ kind: 'app', app, path: '/dash/Dashboard/tnt', entry } as unknown as PortalView, 'Account Dashboard'],
      [{ kind: 'app', app, path: '/dash/other', entry: null } as unknown as PortalView, 'dash'],
      [{ kind: 'landing', name: 'cdp', entry: { ...entry, title: 'Audience Builder' } } as unknown as PortalView, 'Audience Builder'],
      [{ kind: 'notFound' }, 'Page not found'],
      [{ kind: 'notAllowed', customerId: 4030 }, 'Not allowed'],
    ];
    for (const [view, name] of views) expect(pageName(view), view.kind).toBe(name);
  });

  it('ends every title with the portal\'s name', () => {
    expect(documentTitle('Account Dashboard')).toBe('Account Dashboard – Portal');
  });
});
