import type { PortalView } from '../../stores/routing/routing';

/** What every page's `document.title` ends with. */
const PORTAL_TITLE = 'Portal';

/**
 * The name of the page a view shows, for the document title and the navigation announcement;
 * null while the page is not known yet (loading, or on the way home).
 */
export function pageName(view: PortalView): string | null {
  switch (view.kind) {
    case 'loading':
    case 'redirectHome':
      return null;
    case 'home':
      return 'Home';
    case 'internalTools':
      return 'Internal tools';
    case 'app':
      // A path under a product that no menu entry names is called what the menu calls the product.
      return view.entry?.title || view.productTitle || view.app.appPrefix;
    case 'landing':
      return view.entry.title;
    case 'notFound':
      return 'Page not found';
    case 'notAllowed':
      return 'Not allowed';
  }
}

/** The document title of a page: "Account Dashboard – Portal". */
export function documentTitle(name: string): string {
  return `${name} – ${PORTAL_TITLE}`;
}
