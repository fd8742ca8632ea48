import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { $selectedCustomer, $overridesToConfirm } from '../../stores/access/access';
import { $openingShown } from '../../stores/opening-view';
import { $view, navigate } from '../../stores/routing/routing';
import { $shellStartFailed } from '../../stores/shell-start';
import { $session, retryUserData, signInAgain } from '../../stores/session/session';
import { AccountSwitcher } from '../account-switcher/account-switcher';
import { AppFrames } from '../app-frame/app-frames';
import { UserDataUnavailablePage } from '../pages/status-page';
import { CurrentPage } from './current-page';
import { useAfterFirstPaint } from './after-first-paint';
import { FullPageLoader } from './full-page-loader';
import { ShellStartFailed } from './shell-start-failed';
import { LazyPartBoundary } from '../lazy-part-boundary';
import { lazyPart, useIdlePreload } from '../lazy-part';
import { lockedItemPart } from '../sidebar/sidebar-item';
import { $navigationPrompt, answerNavigation } from '../../stores/platform/platform';
import { ShellFrame } from './shell-frame';
import { Sidebar } from '../sidebar/sidebar';
import { HelpButton } from '../top-bar/help-button';
import { AppOverrideStripSlot } from '../top-bar/app-override-strip-slot';
import type { PartName } from '../element-parts';

// Menus, popovers and dialogs (Ark UI with its positioning engine) load after the first paint.
const userMenuPart = lazyPart(() => import('../top-bar/user-menu').then((module) => module.UserMenu));
const partnerProductsPart = lazyPart(() => import('../top-bar/partner-products-popover').then((module) => module.PartnerProductsPopover));
// Without its dialog, a navigation that waits for an answer gets the safe one, Stay; the next one tries again.
const navigationPromptPart = lazyPart(() => import('./navigation-prompt').then((module) => module.NavigationPrompt), {
  fallback: () => <AnswerStay />,
});
const UserMenu = userMenuPart.Component;
const PartnerProductsPopover = partnerProductsPart.Component;
const NavigationPrompt = navigationPromptPart.Component;
// Without its dialog, the asked overrides keep waiting (nothing is applied); the next page asks again.
const appOverridePromptPart = lazyPart(() => import('./app-override-prompt').then((module) => module.AppOverridePrompt), { fallback: () => null });
const AppOverridePrompt = appOverridePromptPart.Component;
// The floating chat has no place for a message: if its code cannot be loaded, the shell goes without it.
const chatPart = lazyPart(() => import('../chat/chat-widget').then((module) => module.ShellChatWidget), { fallback: () => null });
const ChatWidget = chatPart.Component;

/** Answers a waiting navigation with Stay when the confirmation dialog could not be loaded. */
function AnswerStay() {
  useEffect(() => answerNavigation(false), []);
  return null;
}

/** Preloads the parts that can wait, once mounted (after the shell's first paint). */
function IdlePreload() {
  useIdlePreload(userMenuPart, partnerProductsPart, navigationPromptPart, lockedItemPart, chatPart);
  return null;
}

/** Holds a top-bar control's place while its code loads. */
const placeholder = <span className="top-bar__placeholder" aria-hidden="true" />;

/** Props of {@link PortalShellView}. */
export interface PortalShellViewProps {
  /** The element's shadow root (the chat dispatches its events from the host). */
  container: ShadowRoot;
}

/**
 * The shell: top bar, sidebar and the page of the current route, with the full-page loader while
 * the login state initialises and the navigation confirmation over everything.
 */
export function PortalShellView(props: PortalShellViewProps) {
  // A failure anywhere in the shell's tree leaves a way home rather than an empty element.
  return (
    <LazyPartBoundary
      render={() => <ShellView {...props} />}
      fallback={() => <ShellStartFailed />}
      onFailure={(error) => console.error('The portal shell failed.', error)}
    />
  );
}

function ShellView({ container }: PortalShellViewProps) {
  const session = useStore($session);
  // The top bar's menus and the chat (and their preloads) wait until the shell has been painted
  // with its opening view: on a first visit, with the area's frame.
  const openingShown = useStore($openingShown);
  const painted = useAfterFirstPaint(session.status === 'authenticated' && openingShown);
  const view = useStore($view);
  const prompt = useStore($navigationPrompt);
  const overridesToConfirm = useStore($overridesToConfirm);
  const { customer, customerId } = useStore($selectedCustomer);

  const startFailed = useStore($shellStartFailed);

  if (startFailed) return <ShellStartFailed />;
  if (session.status === 'initializing') return <FullPageLoader label="Signing in" />;
  if (session.status === 'unavailable') {
    return (
      <div className="shell shell--signed-out" part={'shell' satisfies PartName}>
        <UserDataUnavailablePage onRetry={() => void retryUserData()} />
      </div>
    );
  }
  if (session.status === 'unauthenticated' && session.originRefused === true) {
    return (
      <div className="shell shell--signed-out" part={'shell' satisfies PartName}>
        <p role="status">The portal is not available on this site.</p>
      </div>
    );
  }
  if (session.status === 'unauthenticated') {
    return (
      <div className="shell shell--signed-out" part={'shell' satisfies PartName}>
        <p role="status">You are signed out.</p>
        <button type="button" className="button button--primary" onClick={signInAgain}>
          Sign in
        </button>
      </div>
    );
  }

  return (
    <>
      <ShellFrame
        accountSwitcher={
          <AccountSwitcher selectedName={customer?.customerName ?? (customerId ? String(customerId) : undefined)} />
        }
        topBarEnd={
          <>
            <HelpButton />
            {painted ? (
              <Suspense fallback={placeholder}>
                <PartnerProductsPopover />
              </Suspense>
            ) : (
              placeholder
            )}
            {painted ? (
              <Suspense fallback={placeholder}>
                <UserMenu />
              </Suspense>
            ) : (
              placeholder
            )}
          </>
        }
        topBarEndPhone={
          painted ? (
            <Suspense fallback={placeholder}>
              <UserMenu combined />
            </Suspense>
          ) : (
            placeholder
          )
        }
        belowTopBar={<AppOverrideStripSlot />}
        sidebar={(drawer) => <Sidebar drawer={drawer} />}
        onHome={() => void navigate('/')}
      >
        <CurrentPage view={view} painted={painted} />
        <AppFrames />
      </ShellFrame>
      {painted && (
        <>
          <Suspense fallback={null}>
            <ChatWidget container={container} />
          </Suspense>
          <IdlePreload />
        </>
      )}
      {prompt && (
        <Suspense fallback={null}>
          <NavigationPrompt />
        </Suspense>
      )}
      {overridesToConfirm.length > 0 && (
        <Suspense fallback={null}>
          <AppOverridePrompt />
        </Suspense>
      )}
    </>
  );
}
