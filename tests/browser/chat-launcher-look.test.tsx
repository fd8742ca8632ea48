// The chat launcher's look, read by the launcher drawn before the chat loads and by the loaded chat:
// the button a person sees does not change when the chat arrives.
import { expect } from 'chai';
import '../../elements/portal-chat';
import { CHAT_LAUNCHER } from '../../src/components/chat/chat-launcher-look';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

/** What a person sees and hears of a launcher: its class, part, name, region and icon. */
function look(launcher: HTMLButtonElement) {
  const svg = launcher.querySelector('svg')!;
  return {
    className: launcher.className,
    part: launcher.getAttribute('part'),
    label: launcher.getAttribute('aria-label'),
    region: launcher.closest('section')?.getAttribute('aria-label'),
    icon: {
      viewBox: svg.getAttribute('viewBox'),
      size: [svg.getAttribute('width'), svg.getAttribute('height')],
      path: svg.querySelector('path')?.getAttribute('d'),
      hidden: svg.getAttribute('aria-hidden'),
    },
    box: [launcher.getBoundingClientRect().width, launcher.getBoundingClientRect().height, getComputedStyle(launcher).backgroundColor],
  };
}

describe('the chat launcher\'s look', () => {
  afterEach(cleanupFixtures);

  it('is the same button before and after the chat loads, as the look says', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const root = element.shadowRoot!;
    const placeholder = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
    const before = look(placeholder);
    expect(before).to.deep.include({
      className: CHAT_LAUNCHER.className,
      part: CHAT_LAUNCHER.part,
      label: CHAT_LAUNCHER.label,
      region: CHAT_LAUNCHER.region,
      icon: { viewBox: CHAT_LAUNCHER.icon.viewBox, size: [String(CHAT_LAUNCHER.icon.size), String(CHAT_LAUNCHER.icon.size)], path: CHAT_LAUNCHER.icon.path, hidden: 'true' },
    });
    placeholder.focus();
    // Loaded on focus, not opened: the loaded chat's launcher takes the placeholder's place.
    const loaded = await waitFor(() => {
      const launcher = root.querySelector<HTMLButtonElement>('[part="launcher"]');
      return launcher !== placeholder && launcher?.isConnected ? launcher : null;
    }, 'the loaded chat\'s launcher');
    expect(look(loaded)).to.deep.equal(before);
  });
});
