// A plain TypeScript host (no React, no framework): single entries of the self-contained build.
import 'portal-shell/portal-release-notes';
import 'portal-shell/portal-chat';

const settings = JSON.parse((window as unknown as { HostParamsJson: string }).HostParamsJson) as { GatewayUrl: string; ChatApiUrl: string };

const notes = document.querySelector('portal-release-notes');
if (notes) {
  notes.gatewayUrl = settings.GatewayUrl;
  notes.addEventListener('portal-release-note-open', (event) => {
    const output = document.querySelector('#opened');
    if (output) output.textContent = event.detail.title;
  });
}

const chat = document.querySelector('portal-chat');
if (chat) {
  chat.chatApiUrl = settings.ChatApiUrl;
  chat.addEventListener('portal-chat-open', () => document.body.classList.add('chat-open'));
}
