import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import '../../elements/index';
import { cleanupFixtures, fixture, waitFor } from './wait-for';


describe('accessibility (axe-core)', () => {
  afterEach(cleanupFixtures);

  it('finds no serious or critical violation in the shell, with and without the account dialog', async () => {
    const shell = fixture<HTMLElement>('<main><portal-shell></portal-shell></main>').querySelector('portal-shell')!;
    const button = await waitFor(() => shell.shadowRoot!.querySelector<HTMLButtonElement>('[part="account-switcher-button"]'), 'the shell');
    expect(await seriousViolations(shell)).to.deep.equal([]);
    button.click();
    await waitFor(() => shell.shadowRoot!.querySelector('[role="dialog"]'), 'the dialog');
    expect(await seriousViolations(shell)).to.deep.equal([]);
  });

  it('finds no serious or critical violation in the chat launcher and popup', async () => {
    const chat = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const launcher = await waitFor(() => chat.shadowRoot!.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
    expect(await seriousViolations(chat)).to.deep.equal([]);
    launcher.click();
    await waitFor(() => chat.shadowRoot!.querySelector('[role="dialog"]'), 'the popup');
    expect(await seriousViolations(chat)).to.deep.equal([]);
  });
});
