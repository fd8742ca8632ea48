import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { $contentPlatformHost } from '../../stores/platform/platform';
import { $basePath, $portalPath } from '../../stores/routing/routing';
import { lazyPart } from '../lazy-part';
import { useAfterFirstPaint } from './after-first-paint';
import { PHONE_MEDIA_QUERY } from './layout-breakpoints';
import type { PageAnnouncerProps } from './page-announcer';
import type { SidebarDrawerProps } from './sidebar-drawer';
import { useMediaQuery } from './use-media-query';
import type { PartName } from '../element-parts';

// Naming the page (its title, and after a navigation the announcement and focus) has nothing to
// do in the first frame: its code loads once that frame is rendered.
const pageAnnouncerPart = lazyPart<PageAnnouncerProps>(() => import('./page-announcer').then((module) => module.PageAnnouncer), {
  // Nothing on screen could offer Try again: the next navigation tries again.
  fallback: (_props, retry) => <RetryOnNavigation retry={retry} />,
});
const PageAnnouncer = pageAnnouncerPart.Component;

// The phone's drawer is shut in the first frame: its code loads as the menu button is reached for.
const drawerPart = lazyPart<SidebarDrawerProps>(() => import('./sidebar-drawer').then((module) => module.SidebarDrawer));
const SidebarDrawer = drawerPart.Component;
const preloadDrawer = () => void drawerPart.preload();

/** A hidden tab renders no frames: the announcer (which names the tab) comes a moment later anyway. */
const HIDDEN_TAB_WAIT_MS = 200;

function RetryOnNavigation({ retry }: { retry: () => void }) {
  useEffect(() => $portalPath.listen(() => retry()), [retry]);
  return null;
}

/** Props of {@link ShellFrame}. */
export interface ShellFrameProps {
  /** The account switcher of the top bar. */
  accountSwitcher: ReactNode;
  /** The right end of the top bar (help, partner products, user menu). */
  topBarEnd?: ReactNode;
  /** The right end of the top bar on a phone: one menu for all of them. */
  topBarEndPhone?: ReactNode;
  /** Under the top bar, across: the app overrides' badges and notices. */
  belowTopBar?: ReactNode;
  /** The left sidebar; on a phone it is given `drawer` and shown in the drawer. */
  sidebar?: (drawer: boolean) => ReactNode;
  /** The logo was clicked: go home (after the navigation confirmation). */
  onHome: () => void;
  children: ReactNode;
}

/**
 * The shell's layout: a skip link, the top bar across, the sidebar on the left (a rail; on a phone
 * a drawer opened from the top bar's menu button), the page in the rest.
 */
export function ShellFrame({ accountSwitcher, topBarEnd, topBarEndPhone, belowTopBar, sidebar, onHome, children }: ShellFrameProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const contentPlatform = useStore($contentPlatformHost);
  const basePath = useStore($basePath);
  const framed = useAfterFirstPaint(true, HIDDEN_TAB_WAIT_MS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted (shut), as it was before its code was split off.
  const [drawerMade, setDrawerMade] = useState(false);
  // Until the drawer's code has arrived and rendered, its id names nothing in the document.
  const [drawerThere, setDrawerThere] = useState(false);
  const drawerId = useId();
  const content = useRef<HTMLElement>(null);
  // A navigation (a link in the drawer, back or forward) closes the drawer.
  useEffect(() => $portalPath.listen(() => setDrawerOpen(false)), []);
  if (!phone && drawerOpen) setDrawerOpen(false);

  const skipToContent = () => {
    const region = content.current;
    if (!region) return;
    region.tabIndex = -1;
    region.focus();
  };
  // With a content platform the host page has the page's `main`: the portal's region is not a second one.
  const Content = contentPlatform ? 'div' : 'main';

  return (
    <div className="shell" part={'shell' satisfies PartName} data-layout={phone ? 'phone' : 'wide'}>
      <header className="shell__top-bar" part={'top-bar' satisfies PartName}>
        {/* A button, not a link: its target is in the shadow root, where a fragment cannot reach. */}
        <button type="button" className="shell__skip-link visually-hidden-until-focus" onClick={skipToContent}>
          Skip to content
        </button>
        {phone && (
          <button
            type="button"
            className="button shell__icon-button shell__menu-button"
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerThere ? drawerId : undefined}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => {
              setDrawerMade(true);
              setDrawerOpen(true);
            }}
          >
            <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6.5h16M4 12h16M4 17.5h16" />
            </svg>
          </button>
        )}
        <a
          className="shell__logo"
          href={`${basePath}/`}
          aria-label="Portal home"
          onClick={(event) => {
            event.preventDefault();
            onHome();
          }}
        >
          Portal
        </a>
        {accountSwitcher}
        <div className="shell__top-bar-end">{phone ? (topBarEndPhone ?? topBarEnd) : topBarEnd}</div>
      </header>
      {belowTopBar}
      <div className="shell__body">
        {phone ? (
          drawerMade && (
            <Suspense fallback={null}>
              <SidebarDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} onPresent={setDrawerThere}>
                {sidebar?.(true)}
              </SidebarDrawer>
            </Suspense>
          )
        ) : (
          sidebar?.(false)
        )}
        <Content
          ref={(element: HTMLElement | null) => {
            content.current = element;
          }}
          className="shell__content"
          part={'content' satisfies PartName}
          {...(contentPlatform ? { role: 'region', 'aria-label': 'Portal' } : {})}
        >
          {children}
        </Content>
      </div>
      {framed && (
        <Suspense fallback={null}>
          <PageAnnouncer content={content} setTitle={!contentPlatform} />
        </Suspense>
      )}
    </div>
  );
}
