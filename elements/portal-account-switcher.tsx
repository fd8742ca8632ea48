import themeCss from '../src/components/theme/theme.css?inline';
import switcherCss from '../src/components/account-switcher/account-switcher.css?inline';
import { ElementRoot } from '../src/components/element-root';
import { AccountSwitcher } from '../src/components/account-switcher/account-switcher';
import { createReactElement, type ElementProps } from './internal/react-element';
import { defineOnce } from './internal/define-once';

function PortalAccountSwitcherRoot({ container }: ElementProps) {
  return (
    <ElementRoot container={container}>
      <AccountSwitcher />
    </ElementRoot>
  );
}

/**
 * The account switcher of the shell's top bar, embeddable on its own.
 *
 * @tag portal-account-switcher
 * @summary A button that opens the "Switch account" dialog.
 *
 * @csspart account-switcher-button - The button.
 * @csspart account-dialog - The dialog.
 *
 * @cssprop --portal-color-primary - Primary colour.
 * @cssprop --portal-color-surface - Dialog background colour.
 */
export class PortalAccountSwitcherElement extends createReactElement(PortalAccountSwitcherRoot, {}, [
  themeCss,
  switcherCss,
]) {}

defineOnce('portal-account-switcher', PortalAccountSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'portal-account-switcher': PortalAccountSwitcherElement;
  }
}
