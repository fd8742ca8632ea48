import themeCss from '../src/components/theme/theme.css?inline';
import switcherCss from '../src/components/account-switcher/account-switcher.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { StandaloneAccountSwitcher } from '../src/components/account-switcher/standalone-account-switcher';
import { createAccountSwitcherStart } from '../src/stores/account-switcher-start';
import { createReactElement, type ElementProps } from './internal/create-element-class';
import { defineOnce } from './internal/define-once';
import { followPortalState } from './internal/host-event-emitter';
import { instanceStores } from '../src/components/instance-stores';
import { SharedElementMembers } from './internal/shared-element-members';
import type { PortalElementEventMap, PortalEventListeners } from '../src/components/portal-events';

interface PortalAccountSwitcherProps extends ElementProps {
  selectedCustomerId?: number;
  hostParamsJson?: string;
}

// Each switcher remembers which of its settings it applied (a person's later pick stays).
const starts = instanceStores(createAccountSwitcherStart);

// The settings reach the stores through propsChanged, never through the view.
function PortalAccountSwitcherRoot({ container }: PortalAccountSwitcherProps) {
  return (
    <ElementRoot container={container}>
      <StandaloneAccountSwitcher container={container} />
    </ElementRoot>
  );
}

/**
 * The account switcher of the shell's top bar, embeddable on its own.
 *
 * @tag portal-account-switcher
 * @summary A button that opens the "Switch account" dialog.
 *
 * @attr {number} selected-customer-id - The account to show as selected.
 * @attr {string} host-params-json - HostParamsJson when the switcher is alone on a page (else the page global `window.HostParamsJson`).
 * @prop {number | undefined} selectedCustomerId - The same as the `selected-customer-id` attribute.
 * @prop {string | undefined} hostParamsJson - The same as the `host-params-json` attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} portal-ready - The button's first render is on the page.
 * @fires {CustomEvent<{ message: string; reason: 'origin-not-allowed' | 'signed-out' | 'load-failed' | 'invalid-setting' }>} portal-part-error - The switcher does not work here: `origin-not-allowed` (the portal's backend does not allow this page's origin; the switcher says it is not available on this site), `signed-out` (the visitor is not signed in; the switcher offers Sign in, which comes back here) or `load-failed` (the dialog could not be loaded). `invalid-setting`: a setting came as an attribute the element does not read (an object as text, a camelCase name); the message names the fix.
 * @fires {CustomEvent<{ customerId: number; customerName: string }>} portal-account-select - The user picked an account in the dialog.
 * @fires {CustomEvent<{ customerId: number | null; customerName: string | null }>} portal-account-change - The account the user acts for changed (from this page or another element).
 * @fires {CustomEvent<Record<string, never>>} portal-sign-out - The user was signed out; the page stays (the switcher then offers Sign in, which comes back here).
 *
 * @csspart account-switcher-button - The button.
 * @csspart unavailable - In the button's place when the switcher cannot work on this site: the portal's backend does not allow it, or it cannot use the portal's sign-in.
 * @csspart account-dialog - The dialog.
 * @csspart lazy-part-failed - In the dialog's place when it could not be loaded: the message and Try again.
 *
 * @cssprop --portal-color-primary - Primary colour: links, buttons, badges, focus rings (dark magenta).
 * @cssprop --portal-color-on-primary - Text on the primary colour; unset, black or white, whichever reads (4.5:1) on the primary.
 * @cssprop --portal-color-warning - Warning colour (e.g. a part that could not be loaded).
 * @cssprop --portal-color-surface - Card, dialog and form-field background colour.
 * @cssprop --portal-color-border - Border and separator colour.
 * @cssprop --portal-color-text - Text colour.
 * @cssprop --portal-color-text-muted - Secondary text colour (dates, descriptions, labels).
 * @cssprop --portal-font-family - Font family.
 * @cssprop --portal-font-size - Base font size.
 * @cssprop --portal-radius - Corner radius of buttons, fields and rows.
 * @cssprop --portal-z-overlay - z-index of dialog backdrops (2000).
 * @cssprop --portal-z-dialog - z-index of dialogs (2400).
 */
export class PortalAccountSwitcherElement extends SharedElementMembers(
  createReactElement(PortalAccountSwitcherRoot, { selectedCustomerId: 'number', hostParamsJson: 'string' }, [themeCss, switcherCss]),
  (element) => {
    const stop = followPortalState(element, { account: true, signOut: true, refusal: true, signedOutNotice: true });
    return () => {
      stop();
      starts.drop(element);
    };
  },
) {
  /** Listens to the element's events, typed by {@link PortalAccountSwitcherElementEventMap}. @ignore */
  declare addEventListener: PortalEventListeners<PortalAccountSwitcherElementEventMap>['addEventListener'];
  /** @ignore */
  declare removeEventListener: PortalEventListeners<PortalAccountSwitcherElementEventMap>['removeEventListener'];

  /**
   * Hands the element's settings to the page's stores: called by the renderer just before the
   * first render and before each later one. A setting is applied when it changed.
   * @internal
   */
  propsChanged(props: Record<string, unknown>): void {
    const { hostParamsJson, selectedCustomerId } = props as Omit<PortalAccountSwitcherProps, 'container'>;
    starts.of(this).applySettings({ hostParams: hostParamsJson, selectedCustomerId });
  }
}

/** The events `<portal-account-switcher>` dispatches, as the CustomEvent a listener receives. */
export type PortalAccountSwitcherElementEventMap = PortalElementEventMap<'portal-account-select' | 'portal-account-change' | 'portal-sign-out'>;


defineOnce('portal-account-switcher', PortalAccountSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-account-switcher': PortalAccountSwitcherElement & { selectedCustomerId: number | undefined; hostParamsJson: string | undefined };
  }
}
