import type { ReactNode } from 'react';

/** Props of {@link ShellFrame}. */
export interface ShellFrameProps {
  /** The account switcher of the top bar. */
  accountSwitcher: ReactNode;
  /** The right end of the top bar (help, partner products, user menu). */
  topBarEnd?: ReactNode;
  /** The left sidebar. */
  sidebar?: ReactNode;
  /** The logo was clicked: go home (after the navigation confirmation). */
  onHome: () => void;
  children: ReactNode;
}

/** The shell's layout: top bar across, sidebar on the left, the page in the rest. */
export function ShellFrame({ accountSwitcher, topBarEnd, sidebar, onHome, children }: ShellFrameProps) {
  return (
    <div className="shell" part="shell">
      <header className="shell__top-bar" part="top-bar">
        <a
          className="shell__logo"
          href="/"
          aria-label="Portal home"
          onClick={(event) => {
            event.preventDefault();
            onHome();
          }}
        >
          Portal
        </a>
        {accountSwitcher}
        <div className="shell__top-bar-end">{topBarEnd}</div>
      </header>
      <div className="shell__body">
        {sidebar}
        <main className="shell__content" part="content">
          {children}
        </main>
      </div>
    </div>
  );
}
