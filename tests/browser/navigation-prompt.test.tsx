// The navigation confirmation in a real <portal-shell>: with unsaved changes, leaving (the logo,
// browser back) asks Stay or Leave first; focus starts on Stay, Stay keeps the page and the changes.
import axe from 'axe-core';
import { expect } from 'chai';
import { sendKeys } from './commands';
import { $dirty, $navigationPrompt } from '../../src/stores/platform/navigation-confirmation';
import { $portalPath, openPath } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { UNSAVED_CHANGES_TEXT } from '../../src/components/shell/navigation-prompt';
import { useRoutedShell } from './shell-routing-kit';
import { waitFor } from './wait-for';
import { expectVisibleEdge, inForcedColors } from './forced-colors';

describe('<portal-shell> navigation confirmation', () => {
  const { shell, root, part, visibleFrame } = useRoutedShell();

  it('with unsaved changes, leaving asks Stay or Leave; Stay keeps the page and the changes', async () => {
    $lastSelectedCustomerId.set(1001);
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => visibleFrame(), 'the app');
    $dirty.set(true);
    (root().querySelector('a[aria-label="Portal home"]') as HTMLAnchorElement).click();
    const prompt = await waitFor(() => root().querySelector<HTMLElement>('[role="alertdialog"]'), 'the prompt');
    expect(prompt.textContent).to.contain(UNSAVED_CHANGES_TEXT);
    await waitFor(() => root().activeElement?.textContent === 'Stay', 'focus on Stay');
    await inForcedColors(() => expectVisibleEdge(prompt, 'the prompt in forced colours'));
    const results = await axe.run(shell(), { resultTypes: ['violations'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $navigationPrompt.get() === null, 'the prompt to close');
    expect($portalPath.get()).to.equal('/dash/Dashboard/tnt');
    expect($dirty.get()).to.equal(true);
  });

  it('Leave navigates and clears the unsaved changes', async () => {
    (root().querySelector('a[aria-label="Portal home"]') as HTMLAnchorElement).click();
    await waitFor(() => root().querySelector('[role="alertdialog"]'), 'the prompt');
    const leave = [...root().querySelectorAll('button')].find((button) => button.textContent === 'Leave')!;
    leave.click();
    await waitFor(() => part('home'), 'home');
    expect($dirty.get()).to.equal(false);
  });

  it('browser back with unsaved changes asks first, and Stay keeps the page', async () => {
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => visibleFrame(), 'the app');
    $dirty.set(true);
    history.back();
    await waitFor(() => $navigationPrompt.get() !== null, 'the prompt on back');
    await waitFor(() => location.pathname === '/dash/Dashboard/tnt', 'the URL to be restored');
    const stay = [...root().querySelectorAll('button')].find((button) => button.textContent === 'Stay')!;
    stay.click();
    await waitFor(() => $navigationPrompt.get() === null, 'the prompt to close');
    expect($portalPath.get()).to.equal('/dash/Dashboard/tnt');
  });

  it('browser back with unsaved changes and Leave goes back', async () => {
    history.back();
    await waitFor(() => $navigationPrompt.get() !== null, 'the prompt on back');
    // The guard puts the address back while it asks; Leave before that would race its own move.
    await waitFor(() => location.pathname === '/dash/Dashboard/tnt', 'the URL to be restored');
    const leave = [...root().querySelectorAll('button')].find((button) => button.textContent === 'Leave')!;
    leave.click();
    await waitFor(() => part('home'), 'home after back');
    expect(location.pathname).to.equal('/');
    history.forward();
    await waitFor(() => visibleFrame(), 'forward again without a prompt (nothing unsaved)');
  });
});
