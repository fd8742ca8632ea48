// A React 19 host: one entry per element, from the React-external build, so the page has one React.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'portal-shell/react-external/portal-shell';
import 'portal-shell/react-external/portal-release-notes';
import 'portal-shell/react-external/portal-chat';
import 'portal-shell/react-external/portal-account-switcher';

interface HostSettings {
  GatewayUrl: string;
  ChatApiUrl: string;
  [setting: string]: unknown;
}

const settings = JSON.parse((window as unknown as { HostParamsJson: string }).HostParamsJson) as HostSettings;

function Host() {
  const [path, setPath] = useState('');
  const [account, setAccount] = useState('none');
  const [ready, setReady] = useState<string[]>([]);
  const onReady = (event: CustomEvent<{ tag: string }>) => setReady((tags) => [...tags, event.detail.tag]);
  return (
    <>
      <header>
        <p>
          Portal page: <output id="host-path">{path}</output>, account: <output id="host-account">{account}</output>, ready:{' '}
          <output id="host-ready">{ready.join(' ')}</output>
        </p>
        <button type="button" id="open-chat" onClick={() => document.querySelector('portal-chat')?.open()}>
          Ask the assistant
        </button>
      </header>
      <portal-release-notes gateway-url={settings.GatewayUrl} count={2} onportal-ready={onReady} />
      <portal-account-switcher onportal-ready={onReady} />
      <portal-chat chatApiUrl={settings.ChatApiUrl} onportal-ready={onReady} />
      <portal-shell
        hostParams={settings}
        base-path="/portal"
        onportal-ready={onReady}
        onportal-navigate={(event) => setPath(event.detail.path)}
        onportal-account-change={(event) => setAccount(event.detail.customerName ?? 'none')}
      />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Host />
  </StrictMode>,
);
