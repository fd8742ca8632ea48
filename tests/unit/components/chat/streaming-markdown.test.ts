// A streaming chat answer as ChatMarkdown renders it: no raw markup at any length.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown } from '../../../../src/components/chat/chat-markdown';

describe('a streaming answer as ChatMarkdown renders it', () => {
  const shownText = (text: string, streaming: boolean) =>
    renderToStaticMarkup(createElement(ChatMarkdown, { text, streaming }))
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&');
  const answers = [
    'Here is **bold text** and *italic words* and `code here` with [a link](https://x.example/a) end.',
    '***Very important*** and __under__ and ~~gone~~ and _emph_, about ~5 a_b_c.',
    'Sources:\n[Checking your tracking stats](https://help.portal.example/articles/tracking)\n[Another](https://x.example/b)',
    '# Heading\n\n1. first **step**\n2. second [link](https://x.example/c)\n\n> quote *here*\n\n- a\n- b',
    'Look ![chart](https://x.example/c.png) and `a[0]` and **[bold link](https://x.example/d)**!',
  ];

  it.each(answers)('shows no markup character the finished answer does not show, at any length: %j', (answer) => {
    const finished = new Set(shownText(answer, false));
    for (let length = 1; length <= answer.length; length += 1) {
      const shown = shownText(answer.slice(0, length), true);
      const raw = [...'[]()*_`~#>!'].filter((char) => shown.includes(char) && !finished.has(char));
      expect(raw, `${JSON.stringify(answer.slice(0, length))} shows ${JSON.stringify(shown)}`).toEqual([]);
    }
  });
});
