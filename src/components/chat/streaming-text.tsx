import { memo } from 'react';

/** After a paragraph break (kept with the paragraph before it, so the text reads as before). */
const PARAGRAPH_END = /(?<=\n\n)/;

/**
 * One paragraph of a streaming answer. Once its break has arrived its text never changes, so
 * React skips it and the browser keeps its layout: a frame only lays out the growing tail,
 * not the whole answer again (a 100 kB answer would otherwise cost more with every frame).
 */
const StreamedParagraph = memo(function StreamedParagraph({ text }: { text: string }) {
  return <span className="chat-bubble__paragraph">{text}</span>;
});

/** Props of {@link StreamingText}. */
export interface StreamingTextProps {
  /** The answer so far. It only grows while it streams. */
  text: string;
}

/** The text of an answer while it streams, as plain text in paragraphs. */
export function StreamingText({ text }: StreamingTextProps) {
  const paragraphs = text.split(PARAGRAPH_END);
  // The index is the key: paragraphs are only ever added at the end.
  return paragraphs.map((paragraph, index) => <StreamedParagraph key={index} text={paragraph} />);
}
