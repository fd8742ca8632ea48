import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import { memo, useState, type ReactNode } from 'react';
import { isHttpUrl } from '../../config/safe-url';
import { createBlockCutter } from './markdown-blocks';
import { settledMarkdown } from './unfinished-markdown';


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

// One object for every block: the parser is set up once, not per render.
const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  // A block's elements go straight into the answer's container, as the whole text's would.
  wrapper: null,
  overrides: { a: { component: SafeLink }, img: { component: NoImage } },
};

/**
 * One block of an answer. Once a block is followed by the next one its text never changes, so
 * React skips it and the browser keeps its layout: while an answer streams, a frame only parses and
 * lays out the growing tail, not the whole (possibly 100 kB) answer again.
 */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return <Markdown options={OPTIONS}>{text}</Markdown>;
});

/** Props of {@link ChatMarkdown}. */
export interface ChatMarkdownProps {
  text: string;
  /** The text is still arriving: its unfinished tail is shown without raw markup (see `settledMarkdown`). */
  streaming?: boolean;
}

/**
 * An answer rendered as markdown, safely: raw HTML is not parsed (it shows as text),
 * links are http(s) only and open in a new tab with rel noopener, and no image is loaded.
 * It is rendered block by block, streaming or not, so a streamed answer and the same answer
 * finished give the same DOM.
 */
export function ChatMarkdown({ text, streaming = false }: ChatMarkdownProps) {
  // A streaming answer only grows: each frame cuts its tail again, not the whole text.
  const [cutBlocks] = useState(createBlockCutter);
  const blocks = cutBlocks(text);
  const last = blocks.length - 1;
  return (
    <div className="chat-markdown">
      {/* The index is the key: blocks are only ever added at the end. */}
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} text={streaming && index === last ? settledMarkdown(block) : block} />
      ))}
    </div>
  );
}
