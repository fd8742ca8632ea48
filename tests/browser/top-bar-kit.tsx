// The top bar's end as the shell shows it (Help, partner products, the user menu) in a shadow root,
// with a signed-in user acting for customer 1001, routing started and sign-out redirects caught.
// Shared by the tests of each of its controls: `useTopBar()` inside a describe sets it up around
// each test.
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import topBarCss from '../../src/components/top-bar/top-bar.css?inline';
import { resetMouse } from './commands';
import { ElementRoot } from '../../src/components/element-root';
import { HelpButton } from '../../src/components/top-bar/help-button';
import { PartnerProductsPopover } from '../../src/components/top-bar/partner-products-popover';
import { UserMenu } from '../../src/components/top-bar/user-menu';
import { LICENSE_IDS, type LicenseId } from '../../src/config/menu-types';
import type { UserData } from '../../src/services/auth-types';
import { $accounts, clearAccounts } from '../../src/stores/access/accounts';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $persistedMenu } from '../../src/stores/access/definitions';
import { $contentPlatformHost, $hostParams } from '../../src/stores/platform/environment';
import { $dirty } from '../../src/stores/platform/navigation-confirmation';
import { trackingHost } from '../../src/stores/reporting/page-visits';
import { openPath, startRouting } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';
import { signInAs, testHostParams } from './test-backend';
import { waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';

const ALL: LicenseId[] = [...LICENSE_IDS];
const USER_ID = 'u-top-bar';

/** Signs a user of the given role in (stores only) and acts for customer 1001. */
export function signIn(userRole: UserData['userRole'], fullName = 'Mads Holm Madsen'): void {
  $session.set({
    status: 'authenticated',
    fromAuth: false,
    isDevelopmentUser: false,
    user: { metadataUserId: 'm-top', email: 'mads@nordic.example', userId: USER_ID, userName: 'mads', fullName, customerId: 1001, partnerId: 77, userRole },
  });
  // The account list follows the session; a stub list takes its place.
  clearAccounts();
  $accounts.set({ status: 'loaded', customers: [{ customerId: 1001, customerName: 'Nordic Outdoor', partnerId: 77, productTags: ALL }], userId: USER_ID });
  $lastSelectedCustomerId.set(1001);
}

/** The mounted top bar of the current test, and what the tests read of it. */
export interface TopBarStage {
  /** The host element in the document. */
  host: () => HTMLElement;
  /** Its shadow root. */
  root: () => ShadowRoot;
  /** The addresses the page was sent to (sign-out), since the file started. */
  redirects: string[];
  /** The page-visit host as it was before the file (tests pretend to be a production host). */
  originalHostname: typeof trackingHost.hostname;
  /** The user menu's trigger (the initials). */
  trigger: () => HTMLButtonElement;
  /** The user menu, when open and shown. */
  openMenu: () => HTMLElement | null;
  /** The open menu once it sits under its trigger (positioning runs a frame after it shows). */
  placedMenu: () => HTMLElement | null;
  /** The menu's item of that text. */
  menuItem: (text: string) => HTMLElement;
  /** The texts of the menu's items. */
  menuItems: () => (string | null)[];
}

/** Sets the top bar up around each test of the calling describe. */
export function useTopBar(): TopBarStage {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  const redirects: string[] = [];
  const originalAssign = browserNavigation.assign;
  const originalHostname = trackingHost.hostname;
  // Keeps the account list mounted, so the stub list set by signIn stays in place.
  const stopAccounts = $accounts.listen(() => {});

  const trigger = () => root.querySelector<HTMLButtonElement>('.top-bar__user-trigger')!;
  const menu = () => root.querySelector<HTMLElement>('[role="menu"]');
  const openMenu = () => {
    const element = menu();
    return element && !element.hidden && element.closest('[hidden]') === null ? element : null;
  };
  const placedMenu = () => {
    const element = openMenu();
    return element && element.getBoundingClientRect().top >= trigger().getBoundingClientRect().bottom ? element : null;
  };
  const menuItem = (text: string) => Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((item) => item.textContent === text)!;
  const menuItems = () => Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]'), (item) => item.textContent);

  before(async () => {
    browserNavigation.assign = (url: string) => void redirects.push(url);
    $hostParams.set(testHostParams());
    $persistedMenu.set(null);
    // A real session on the test backend, so the account list's own request answers (its answer is replaced below).
    await signInAs('u-mads');
    history.replaceState(null, '', '/');
    startRouting();
  });

  after(() => {
    stopAccounts();
    browserNavigation.assign = originalAssign;
    trackingHost.hostname = originalHostname;
    resetStores({ only: ['routing'] });
    history.replaceState(null, '', '/');
  });

  beforeEach(async () => {
    resetStores({ only: ['session'] });
    signIn(0);
    $contentPlatformHost.set(false);
    $dirty.set(false);
    openPath('/');
    ({ host, shadow: root, reactRoot } = mountShadow({
      css: [themeCss, topBarCss],
      hostStyle: 'display:block;width:760px;height:600px',
      tag: 'header',
      containerStyle: 'display:flex;justify-content:flex-end;gap:8px;padding:8px',
    }));
    reactRoot.render(
      <ElementRoot container={root}>
        <HelpButton />
        <PartnerProductsPopover />
        <UserMenu />
      </ElementRoot>,
    );
    await waitFor(() => root.querySelector('.top-bar__user-trigger'), 'the top bar');
  });

  afterEach(async () => {
    await resetMouse();
    reactRoot.unmount();
    host.remove();
  });

  return { host: () => host, root: () => root, redirects, originalHostname, trigger, openMenu, placedMenu, menuItem, menuItems };
}
