// Text stays readable whatever colours the host sets: every element, in the light and the dark
// scheme and under light and dark host primaries, passes axe's colour-contrast rule, and the chat
// bubbles, buttons and links reach 4.5:1 as measured here from their computed colours.
import { expect } from 'chai';
import { sendKeys } from './commands';
import { seriousViolations } from './axe-check';
import '../../elements/index';
import { openChat, type OpenChat } from './chat-fixture';
import { mountSignedInShell } from './shell-fixture';
import { signInAs, signOutOnServer, TEST_BACKEND } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

/** The host primaries tried, dark and light ones, each in both schemes. */
const PRIMARIES = ['#7b1760', '#ffd400', '#00a3e0', '#1a1a1a', '#f5f5f5'];
const THEMES: { name: string; scheme: 'light' | 'dark'; primary?: string }[] = [
  { name: 'the light defaults', scheme: 'light' },
  { name: 'the dark defaults', scheme: 'dark' },
  ...PRIMARIES.flatMap((primary) => (['light', 'dark'] as const).map((scheme) => ({ name: `primary ${primary}, ${scheme}`, scheme, primary }))),
];
const MIN_RATIO = 4.5;

/** What the measurement covers: the chat bubbles and every button and link. */
const MEASURED = '.chat-bubble, .chat-bubble *, button, a, .button, .badge';

function applyTheme({ scheme, primary }: (typeof THEMES)[number]): void {
  const root = document.documentElement.style;
  root.setProperty('color-scheme', scheme);
  if (primary) root.setProperty('--portal-color-primary', primary);
  else root.removeProperty('--portal-color-primary');
}

const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
/** Any computed CSS colour (rgb, color(), lch, oklab...) as sRGB 0-255 and alpha 0-1. */
function rgba(colour: string): [number, number, number, number] {
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = colour;
  canvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

const luminance = ([r, g, b]: number[]) =>
  [r!, g!, b!].map((value) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, value, i) => sum + value * [0.2126, 0.7152, 0.0722][i]!, 0);

/** The parent in the flattened tree (through slots and out of shadow roots). */
const parentOf = (element: Element): Element | null => element.assignedSlot ?? element.parentElement ?? ((element.parentNode as ShadowRoot | null)?.host ?? null);

/** The colour behind `element`: its and its ancestors' backgrounds composited; null behind an image. */
function backdropOf(element: Element): number[] | null {
  const layers: [number, number, number, number][] = [];
  for (let at: Element | null = element; at; at = parentOf(at)) {
    const style = getComputedStyle(at);
    if (style.backgroundImage !== 'none') return null;
    const layer = rgba(style.backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  let colour = [255, 255, 255];
  if (getComputedStyle(document.documentElement).colorScheme === 'dark' && layers.at(-1)?.[3] !== 1) colour = rgba('Canvas').slice(0, 3);
  for (const [r, g, b, a] of layers.reverse()) colour = [r, g, b].map((value, i) => value * a + colour[i]! * (1 - a));
  return colour;
}

/** The bubbles, buttons and links under `root` whose own text reads below 4.5:1. */
function lowContrast(root: ShadowRoot | Element): string[] {
  const failures: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(MEASURED)) {
    const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!.trim()).join('');
    if (!text || !element.checkVisibility({ opacityProperty: true }) || element.matches(':disabled')) continue;
    const back = backdropOf(element);
    if (!back) continue;
    const [r, g, b, a] = rgba(getComputedStyle(element).color);
    const fore = [r, g, b].map((value, i) => value * a + back[i]! * (1 - a));
    const [light, dark] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
    const ratio = (light! + 0.05) / (dark! + 0.05);
    if (ratio < MIN_RATIO) failures.push(`"${text.slice(0, 24)}" (${element.className || element.localName}): ${ratio.toFixed(2)}:1, ${getComputedStyle(element).color} on rgb(${back.map(Math.round).join(', ')})`);
  }
  return failures;
}

/** Puts a question in the field as typing would (the other chat's popup keeps the keyboard) and sends it. */
async function ask(field: HTMLTextAreaElement, question: string): Promise<void> {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, question);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await waitFor(() => !field.form!.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled, 'Send to be enabled');
  field.form!.requestSubmit();
}

describe('colours a host sets', function () {
  this.timeout(120_000);
  let shell: HTMLElement;
  let shellRoot: ShadowRoot;
  let signedOutChat: OpenChat;
  let releaseNotes: HTMLElement;

  before(async () => {
    // The chat alone, signed out: its answer offers Sign in.
    await signOutOnServer();
    signedOutChat = await openChat();
    await ask(signedOutChat.field, 'Can I sign in?');
    await waitFor(() => signedOutChat.log.querySelector('.chat-bubble--signed-out a.button'), 'the Sign in button');

    shell = await mountSignedInShell('u-mads', { freshPage: true });
    shellRoot = shell.shadowRoot!;
    const launcher = await waitFor(() => shellRoot.querySelector<HTMLButtonElement>('[part~="launcher"]'), "the shell's chat launcher");
    launcher.click();
    const popup = await waitFor(() => shellRoot.querySelector<HTMLElement>('[role="dialog"]:not([hidden]) [role="log"]'), "the shell's chat popup");
    await ask(popup.closest('[role="dialog"]')!.querySelector('textarea')!, 'How do I switch customer account?');
    await waitFor(() => popup.querySelector('.chat-bubble--user') && popup.querySelector('.chat-bubble--bot:not(.chat-bubble--streaming)'), `the question and its answer: ${popup.innerHTML.slice(0, 600)}`);

    releaseNotes = fixture<HTMLElement>(`<portal-release-notes gateway-url="${TEST_BACKEND.gateway}"></portal-release-notes>`);
    await waitFor(() => releaseNotes.shadowRoot!.querySelectorAll('[part="item"]').length > 0, 'the release notes');
  });

  after(async () => {
    cleanupFixtures();
    shell?.remove();
    document.documentElement.style.removeProperty('color-scheme');
    document.documentElement.style.removeProperty('--portal-color-primary');
    await signInAs('u-mads');
  });

  for (const theme of THEMES) {
    it(`keep 4.5:1 for text under ${theme.name}`, async () => {
      applyTheme(theme);
      const failures: string[] = [];
      for (const [name, element] of [['shell with its chat', shell], ['chat signed out', signedOutChat.element], ['release notes', releaseNotes]] as const) {
        failures.push(...(await seriousViolations(element, ['color-contrast'])).map((line) => `${name}: axe ${line}`));
        failures.push(...lowContrast(element.shadowRoot!).map((line) => `${name}: ${line}`));
      }
      // The account switcher's dialog, over the shell.
      shellRoot.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')!.click();
      const dialog = await waitFor(() => shellRoot.querySelector<HTMLElement>('.account-switcher__positioner [role="dialog"]'), 'the Switch account dialog');
      await waitFor(() => dialog.querySelector('[role="option"]'), 'the accounts');
      failures.push(...(await seriousViolations(dialog, ['color-contrast'])).map((line) => `account dialog: axe ${line}`));
      failures.push(...lowContrast(dialog).map((line) => `account dialog: ${line}`));
      // Escape once the dialog has taken focus, as a person presses it.
      await waitFor(() => dialog.contains(shellRoot.activeElement), 'focus in the dialog');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !shellRoot.querySelector('.account-switcher__positioner [role="dialog"]'), 'the dialog to close');
      expect(failures).to.deep.equal([]);
    });
  }
});
