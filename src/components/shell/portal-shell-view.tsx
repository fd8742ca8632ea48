import { AccountSwitcher } from '../account-switcher/account-switcher';

/**
 * The shell's frame: the top bar with the logo and the account switcher, and the region where the
 * home page and the product areas render.
 */
export function PortalShellView() {
  return (
    <div className="shell" part="shell">
      <header className="shell__top-bar" part="top-bar">
        <a className="shell__logo" href="/" aria-label="Portal home">
          Portal
        </a>
        <AccountSwitcher />
      </header>
      <main className="shell__content" part="content">
        <h1 className="shell__welcome">Welcome back</h1>
      </main>
    </div>
  );
}
