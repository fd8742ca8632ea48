// Theming that follows the platform: a token set on any ancestor reaches the elements, the
// host's value wins over the defaults, and the colours follow the inherited color-scheme.
import { expect } from 'chai';
import '../../elements/portal-chat';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

/** The launcher's background: the primary colour as the element resolves it. */
async function launcherColour(chat: HTMLElement): Promise<string> {
  const launcher = await waitFor(() => chat.shadowRoot!.querySelector<HTMLElement>('[part~="launcher"]'), 'the launcher');
  return getComputedStyle(launcher).backgroundColor;
}

describe('Theme tokens', () => {
  afterEach(() => {
    cleanupFixtures();
    document.documentElement.style.removeProperty('--portal-color-primary');
    document.documentElement.style.removeProperty('color-scheme');
  });

  it('default to the light primary colour', async () => {
    const wrapper = fixture<HTMLElement>('<div><portal-chat></portal-chat></div>');
    expect(await launcherColour(wrapper.querySelector('portal-chat')!)).to.equal('rgb(123, 23, 96)');
  });

  it('take a value set on :root', async () => {
    document.documentElement.style.setProperty('--portal-color-primary', 'rgb(1, 2, 3)');
    const wrapper = fixture<HTMLElement>('<div><portal-chat></portal-chat></div>');
    expect(await launcherColour(wrapper.querySelector('portal-chat')!)).to.equal('rgb(1, 2, 3)');
  });

  it('take a value set on a wrapper, over the one on :root', async () => {
    document.documentElement.style.setProperty('--portal-color-primary', 'rgb(1, 2, 3)');
    const wrapper = fixture<HTMLElement>('<div style="--portal-color-primary: rgb(4, 5, 6)"><portal-chat></portal-chat></div>');
    expect(await launcherColour(wrapper.querySelector('portal-chat')!)).to.equal('rgb(4, 5, 6)');
  });

  it('switch to the dark scheme under color-scheme: dark, and back', async () => {
    const wrapper = fixture<HTMLElement>('<div style="color-scheme: dark"><portal-chat></portal-chat></div>');
    const chat = wrapper.querySelector('portal-chat')!;
    expect(await launcherColour(chat)).to.equal('rgb(229, 140, 205)');
    wrapper.style.colorScheme = 'light';
    expect(await launcherColour(chat)).to.equal('rgb(123, 23, 96)');
  });

  it('follow the system setting when the host asks for light dark', async () => {
    document.documentElement.style.setProperty('color-scheme', 'light dark');
    const wrapper = fixture<HTMLElement>('<div><portal-chat></portal-chat></div>');
    const expected = matchMedia('(prefers-color-scheme: dark)').matches ? 'rgb(229, 140, 205)' : 'rgb(123, 23, 96)';
    expect(await launcherColour(wrapper.querySelector('portal-chat')!)).to.equal(expected);
  });
});
