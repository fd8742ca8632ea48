import Markdown from 'markdown-to-jsx';
import type { ReactNode } from 'react';
import { isHttpUrl } from '../../config/safe-url';


function SafeLink({ href, children }: { href?: string; children?: ReactNode }) {
  // Only http(s), in a new tab, without access to this page; anything else is plain text.
  if (!isHttpUrl(href)) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Remote images are never loaded from an answer (no tracking pixels): the alt text stands in. */
function NoImage({ alt }: { alt?: string }) {
  return alt ? <span className="chat-markdown__image-alt">[{alt}]</span> : null;
}

/** Props of {@link ChatMarkdown}. */
export interface ChatMarkdownProps {
  text: string;
}

/**
 * An answer rendered as markdown, safely: raw HTML is not parsed (it shows as text),
 * links are http(s) only and open in a new tab with rel noopener, and no image is loaded.
 */
export function ChatMarkdown({ text }: ChatMarkdownProps) {
  return (
    <Markdown
      options={{
        disableParsingRawHTML: true,
        forceBlock: true,
        overrides: { a: { component: SafeLink }, img: { component: NoImage } },
      }}
    >
      {text}
    </Markdown>
  );
}
