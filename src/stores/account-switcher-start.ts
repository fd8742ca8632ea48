import type { HostParams } from '../config/resolve-environment';
import { startPortal } from './page-start';
import { $lastSelectedCustomerId } from './access/access';
import { standaloneElementStarted, tidySignInReturn } from './session/session';

/** What `<portal-account-switcher>`'s attributes and properties choose. */
export interface AccountSwitcherSettings {
  /** HostParamsJson, when the switcher is alone on the page. */
  hostParams?: HostParams;
  /** The account to show as selected (the host decides). */
  selectedCustomerId?: number | undefined;
}

/** One switcher's settings, followed into the page's stores. */
export interface AccountSwitcherStart {
  /** Starts the portal and applies the settings that changed since the last call (all on the first). */
  applySettings(settings: AccountSwitcherSettings): void;
}

const NOT_YET = Symbol('not applied yet');

/**
 * Creates the start of one `<portal-account-switcher>` (one per element instance while it is on the
 * page): its host parameters start the portal and tidy a sign-in return out of the address; its
 * selected account, a whole number above 0, becomes the last selected one. Each setting is applied
 * when it changes only, so an account the person picked afterwards stays until the host chooses
 * again.
 */
export function createAccountSwitcherStart(): AccountSwitcherStart {
  let hostParamsApplied: HostParams | typeof NOT_YET = NOT_YET;
  let selectedApplied: number | undefined | typeof NOT_YET = NOT_YET;
  return {
    applySettings({ hostParams, selectedCustomerId }) {
      if (hostParams !== hostParamsApplied) {
        hostParamsApplied = hostParams;
        standaloneElementStarted();
        startPortal(hostParams);
        tidySignInReturn();
      }
      if (selectedCustomerId !== selectedApplied) {
        selectedApplied = selectedCustomerId;
        if (Number.isInteger(selectedCustomerId) && (selectedCustomerId as number) > 0) $lastSelectedCustomerId.set(selectedCustomerId as number);
      }
    },
  };
}
