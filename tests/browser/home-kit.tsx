// The home page's browser tests' stage: a shadow root with the shell's theme and the home page's
// stylesheet, a signed-in user, and console warnings held back. Shared by the tests of the home
// page and of each of its sections.
import type { Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import homeCss from '../../src/components/home/home.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import type { UserData } from '../../src/services/auth-types';
import { $session } from '../../src/stores/session/session';
import { mountShadow } from './shadow-fixture';

/** Signs a user with the given full name in (stores only). */
export function signIn(fullName: string): void {
  const user: UserData = { metadataUserId: 'm-home', email: 'ada@nordic.example', userId: 'u-home', userName: 'ada', fullName, customerId: 1001, partnerId: null, userRole: 0 };
  $session.set({ status: 'authenticated', fromAuth: false, isDevelopmentUser: false, user });
}


/**
 * A shadow root with the shell's theme and the home page's stylesheet (which HomePage adopts itself;
 * the sections mounted alone here need it), and a React root inside it.
 */
export class Stage {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  private readonly reactRoot: Root;

  constructor(width = 1100) {
    ({ host: this.host, shadow: this.root, reactRoot: this.reactRoot } = mountShadow({ css: [themeCss, shellCss, homeCss], hostStyle: `display:block;width:${width}px`, tag: 'main' }));
  }

  render(node: ReactNode): void {
    this.reactRoot.render(<ElementRoot container={this.root}>{node}</ElementRoot>);
  }

  remove(): void {
    this.reactRoot.unmount();
    this.host.remove();
  }
}

/** Silences console.warn during `run` and returns what was warned. */
export async function quietly<T>(run: (warnings: readonly unknown[][]) => Promise<T>): Promise<{ value: T; warnings: unknown[][] }> {
  const warn = console.warn;
  const warnings: unknown[][] = [];
  console.warn = (...args: unknown[]) => void warnings.push(args);
  try {
    return { value: await run(warnings), warnings };
  } finally {
    console.warn = warn;
  }
}
