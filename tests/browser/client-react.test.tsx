// The React adapter of the client SDK (src/protocol/client-react.ts) in a real page, framed by the
// fake shell of `portal-shell/testing` (src/protocol/fake-shell.ts), which stands in for window.parent.
import { expect } from 'chai';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createShellClient, type ShellClient } from '../../src/protocol/client';
import { ShellProvider, useShellNavigation, useShellToken, useUnsavedChanges } from '../../src/protocol/client-react';
import { createFakeShell, type FakeShell } from '../../src/protocol/fake-shell';
import { waitFor } from './wait-for';

const SHELL = 'https://portal.test';

/** A small area: shows its token and address, follows the shell's navigation, reports its own. */
function Area() {
  const token = useShellToken();
  const [url, setUrl] = useState('/start');
  const [dirty, setDirty] = useState(false);
  const reportNavigation = useShellNavigation(setUrl);
  useUnsavedChanges(dirty);
  const go = (to: string) => {
    setUrl(to);
    reportNavigation(to);
  };
  return (
    <div>
      <output data-token>{token?.token ?? 'none'}</output>
      <output data-url>{url}</output>
      <button data-go onClick={() => go('/reports')}>Reports</button>
      <button data-edit onClick={() => setDirty((value) => !value)}>Edit</button>
    </div>
  );
}

describe('portal-shell/client/react against the fake shell', () => {
  let fake: FakeShell;
  let client: ShellClient | null;
  let root: Root;
  let host: HTMLElement;
  const text = (selector: string) => host.querySelector(selector)?.textContent;

  beforeEach(() => {
    fake = createFakeShell({ origin: SHELL, token: 'tok_react' });
    client = createShellClient({ allowedShellOrigins: [SHELL] });
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <ShellProvider client={client}>
        <Area />
      </ShellProvider>,
    );
  });

  afterEach(() => {
    root.unmount();
    host.remove();
    client?.dispose();
    fake.dispose();
  });

  it('reports ready once mounted and shows the token the shell answers with', async () => {
    await fake.next('childReady');
    await waitFor(() => text('[data-token]') === 'tok_react', 'the token');
    expect(fake.messages.filter((message) => message.type === 'childReady')).to.have.length(1);
    fake.assertNoDroppedMessages();
  });

  it('follows the shell navigating inside the app, and reports its own navigation back', async () => {
    await fake.next('childReady');
    await fake.navigate('/dash/1001');
    await waitFor(() => text('[data-url]') === '/dash/1001', 'the shell navigation');
    host.querySelector<HTMLButtonElement>('[data-go]')?.click();
    expect(await fake.next('childUrlChanged')).to.deep.equal({ url: '/reports', navigated: true });
    fake.assertNoDroppedMessages();
  });

  it('tells the shell about unsaved changes, and that they are gone', async () => {
    await fake.next('childReady');
    host.querySelector<HTMLButtonElement>('[data-edit]')?.click();
    expect(await fake.next('dirtyStateChanged')).to.deep.equal({ newValue: true });
    host.querySelector<HTMLButtonElement>('[data-edit]')?.click();
    expect(await fake.next('dirtyStateChanged')).to.deep.equal({ newValue: false });
    fake.assertNoDroppedMessages();
  });

  it('gives a component mounted after the token arrived the latest token, renewals included', async () => {
    await waitFor(() => text('[data-token]') === 'tok_react', 'the token');
    const late = document.createElement('div');
    host.append(late);
    function Late() {
      return <output data-late>{useShellToken()?.token ?? 'none'}</output>;
    }
    const lateRoot = createRoot(late);
    lateRoot.render(
      <ShellProvider client={client}>
        <Late />
      </ShellProvider>,
    );
    await waitFor(() => text('[data-late]') === 'tok_react', 'the token in the late component');
    await fake.send('axiosAuthorization', { token: 'tok_renewed', expirationUtc: '2030-01-01T00:00:00Z' });
    await waitFor(() => text('[data-late]') === 'tok_renewed' && text('[data-token]') === 'tok_renewed', 'the renewed token');
    expect(fake.messages.filter((message) => message.type === 'childReady'), 'one childReady per client').to.have.length(1);
    lateRoot.unmount();
  });

  it('renders without a shell: every hook does nothing', async () => {
    root.render(
      <ShellProvider client={null}>
        <Area />
      </ShellProvider>,
    );
    await waitFor(() => text('[data-token]') === 'none', 'the area');
    host.querySelector<HTMLButtonElement>('[data-go]')?.click();
    await waitFor(() => text('[data-url]') === '/reports', 'the own navigation');
  });
});
