// The benchmark page of tests/bench/account-switcher-bench.ts: the "Switch account" dialog,
// open in a shadow root with N generated accounts (?n=N), timing each keystroke in the page.
// First: the commit hook must be in place before react-dom is evaluated.
import { onReactCommit } from './react-commit-hook';
import { createRoot } from 'react-dom/client';
import themeCss from '../../../src/components/theme/theme.css?inline';
import switcherCss from '../../../src/components/account-switcher/account-switcher.css?inline';
import { AccountDialog } from '../../../src/components/account-switcher/account-dialog';
import { ElementRoot } from '../../../src/components/element-root';
import { $accounts } from '../../../src/stores/access/accounts';
import { $lastSelectedCustomerId } from '../../../src/stores/access/selected-customer';
import { generateAccounts } from './generate-accounts';

/** One keystroke: ms from the input event to React's commit and to the next animation frame. */
export interface KeystrokeSample {
  commitMs: number;
  frameMs: number;
  rows: number;
  matches: number;
}

declare global {
  interface Window {
    benchSamples: KeystrokeSample[];
    benchReady: boolean;
  }
}

const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
const accounts = generateAccounts(count);
$lastSelectedCustomerId.set(null);
// Set before anything subscribes: the store's own loading stays off (no session here).
$accounts.set({ status: 'loaded', customers: accounts, userId: 'bench' });

const host = document.getElementById('bench')!;
const shadow = host.attachShadow({ mode: 'open' });
shadow.adoptedStyleSheets = [themeCss, switcherCss].map((css) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
});

window.benchSamples = [];
window.benchReady = false;
let inputAt: number | null = null;
let commitAt: number | null = null;

// Capture on window: the earliest moment the page sees the keystroke's input event.
window.addEventListener('input', () => {
  inputAt = performance.now();
  commitAt = null;
}, true);

onReactCommit(() => {
  if (inputAt === null || commitAt !== null) return;
  commitAt = performance.now();
  const start = inputAt;
  const committed = commitAt;
  requestAnimationFrame(() => {
    const frame = performance.now();
    const listbox = shadow.querySelector('[role="listbox"]');
    const status = shadow.querySelector('[role="status"]')?.textContent ?? '';
    window.benchSamples.push({
      commitMs: committed - start,
      frameMs: frame - start,
      rows: listbox ? listbox.querySelectorAll('[role="option"]').length : 0,
      matches: status.startsWith('No ') ? 0 : Number.parseInt(status.replace(/\D/g, ''), 10) || 0,
    });
    inputAt = null;
  });
});

createRoot(shadow).render(
  <ElementRoot container={shadow}>
    <AccountDialog open onOpenChange={() => {}} returnFocusTo={() => null} />
  </ElementRoot>,
);

// Ready once the search field has focus (the dialog's initial focus).
const ready = () => {
  if (shadow.activeElement?.getAttribute('role') === 'combobox') window.benchReady = true;
  else requestAnimationFrame(ready);
};
requestAnimationFrame(ready);
