// The server side of the server-rendered page: the page's HTML for the settings the server knows.
import { renderToString } from 'react-dom/server';
import { ChatPage } from './chat-page';

/** The page's body, for `<div id="root">` of ssr.html. */
export function render(settings: { ChatApiUrl: string }): string {
  return renderToString(<ChatPage chatApiUrl={settings.ChatApiUrl} />);
}
