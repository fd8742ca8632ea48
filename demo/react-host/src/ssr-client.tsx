// The browser side of the server-rendered page: the same tree, hydrated.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ChatPage } from './chat-page';

const settings = JSON.parse((window as unknown as { HostParamsJson: string }).HostParamsJson) as { ChatApiUrl: string };

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <ChatPage chatApiUrl={settings.ChatApiUrl} />
  </StrictMode>,
);
