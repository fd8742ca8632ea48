import themeCss from '../src/components/theme/theme.css?inline';
import switcherCss from '../src/components/account-switcher/account-switcher.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { StandaloneAccountSwitcher } from '../src/components/account-switcher/standalone-account-switcher';
import { createReactElement, type ElementProps } from './internal/react-element';
import { defineOnce } from './internal/define-once';

interface PortalAccountSwitcherProps extends ElementProps {
  selectedCustomerId?: number;
  hostParamsJson?: string;
}

function PortalAccountSwitcherRoot({ container, selectedCustomerId, hostParamsJson }: PortalAccountSwitcherProps) {
  return (
    <ElementRoot container={container}>
      <StandaloneAccountSwitcher container={container} selectedCustomerId={selectedCustomerId} hostParams={hostParamsJson} />
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
 *
 * @fires {CustomEvent<{ customerId: number; customerName: string }>} portal-account-select - The account the user acts for changed.
 *
 * @csspart account-switcher-button - The button.
 * @csspart account-dialog - The dialog.
 *
 * @cssprop --portal-color-primary - Primary colour.
 * @cssprop --portal-color-surface - Dialog background colour.
 */
export class PortalAccountSwitcherElement extends createReactElement(PortalAccountSwitcherRoot, { selectedCustomerId: 'number', hostParamsJson: 'string' }, [
  themeCss,
  switcherCss,
]) {}

defineOnce('portal-account-switcher', PortalAccountSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-account-switcher': PortalAccountSwitcherElement;
  }
}
