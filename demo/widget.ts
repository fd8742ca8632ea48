// A site that takes only the chat widget: the tiny entry, nothing else of the portal.
import '../elements/portal-chat';

const chat = document.querySelector('portal-chat');
const params = JSON.parse((window as unknown as { HostParamsJson: string }).HostParamsJson) as { ChatApiUrl: string };
chat?.setAttribute('chat-api-url', params.ChatApiUrl);
