// The markdown of a streaming chat answer: cut into blocks (only the tail re-renders), and the
// unfinished tail shown without raw markup.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readsAs } from '../../reads-as';
import { ChatMarkdown } from '../../../../src/components/chat/chat-markdown';
import { createBlockCutter, extendMarkdownBlocks, markdownBlocks } from '../../../../src/components/chat/markdown-blocks';
import { settledMarkdown } from '../../../../src/components/chat/unfinished-markdown';

describe('markdownBlocks', () => {
  it('cuts at blank lines, each block keeping the blank lines after it', () => {
    const text = 'First paragraph.\n\nSecond,\nstill second.\n\n\nThird';
    expect(markdownBlocks(text)).toEqual(['First paragraph.\n\n', 'Second,\nstill second.\n\n\n', 'Third']);
    expect(markdownBlocks(text).join('')).toBe(text);
  });

  it('has no block for an empty text and keeps a trailing blank line with its block', () => {
    expect(markdownBlocks('')).toEqual([]);
    expect(markdownBlocks('Done.\n\n')).toEqual(['Done.\n\n']);
  });

  it('keeps a code fence with blank lines in it as one block, closed or not', () => {
    expect(markdownBlocks('Run:\n\n```sh\nnpm ci\n\nnpm test\n```\n\nThen')).toEqual(['Run:\n\n', '```sh\nnpm ci\n\nnpm test\n```\n\n', 'Then']);
    expect(markdownBlocks('~~~\na\n\n```\nb')).toEqual(['~~~\na\n\n```\nb']);
  });

  it('keeps the items of a loose list and indented lines in one block', () => {
    expect(markdownBlocks('1. one\n\n2. two\n\n   more of two\n\nAfter')).toEqual(['1. one\n\n2. two\n\n   more of two\n\n', 'After']);
    expect(markdownBlocks('- a\n\n- b')).toEqual(['- a\n\n- b']);
    expect(markdownBlocks('Intro\n\n- a')).toEqual(['Intro\n\n', '- a']);
  });

  it('gives the blocks of the text so far the same text as the whole text has, but the last', () => {
    const whole = 'One.\n\nTwo [a](https://x.example).\n\n- i\n- j\n\nEnd';
    const blocks = markdownBlocks(whole);
    for (let length = 1; length <= whole.length; length += 1) {
      const sofar = markdownBlocks(whole.slice(0, length));
      expect(sofar.slice(0, -1)).toEqual(blocks.slice(0, sofar.length - 1));
    }
  });
});

describe('extendMarkdownBlocks', () => {
  const answer = 'One.\n\n1. a\n\n2. b\n\n3. c\n\nTwo\n\n```\nx\n\ny\n```\n\n- i\n\n- j\n\nEnd [a](https://x.example).';

  it('cuts every text on the way to the whole answer as markdownBlocks does, keeping the earlier strings', () => {
    let blocks: string[] = [];
    for (let length = 0; length <= answer.length; length += 1) {
      const next = extendMarkdownBlocks(blocks, answer.slice(0, length));
      expect(next, `at ${length}`).toEqual(markdownBlocks(answer.slice(0, length)));
      for (let index = 0; index < Math.min(blocks.length, next.length) - 2; index += 1) expect(next[index]).toBe(blocks[index]);
      blocks = next;
    }
  });

  it('also in steps of several characters, and cuts anew a text that is no continuation', () => {
    let blocks: string[] = [];
    for (let length = 0; length <= answer.length; length += 7) {
      blocks = extendMarkdownBlocks(blocks, answer.slice(0, length));
      expect(blocks, `at ${length}`).toEqual(markdownBlocks(answer.slice(0, length)));
    }
    expect(extendMarkdownBlocks(blocks, 'Another answer\n\nentirely')).toEqual(['Another answer\n\n', 'entirely']);
  });

  it('is remembered by a block cutter, which answers for any text as markdownBlocks does', () => {
    const cut = createBlockCutter();
    const early = cut(answer.slice(0, 40));
    const late = cut(answer);
    expect(late).toEqual(markdownBlocks(answer));
    expect(late[0]).toBe(early[0]);
    expect(cut(answer.slice(0, 40))).toEqual(early);
  });
});

describe('settledMarkdown: links', () => {
  readsAs(settledMarkdown, [
    ['shows the text of a link whose address has not finished, without brackets', [
      ['See [Checking your tracking stats](https://help.portal.example/arti', 'See Checking your tracking stats'],
      ['See [Checking your tracking stats](', 'See Checking your tracking stats'],
      ['See [Checking your tracking stats]', 'See Checking your tracking stats'],
      ['See [Checking your', 'See Checking your'],
      ['See [', 'See '],
    ]],
    ['keeps a finished link, and the brackets of text that is no link', [
      ['See [stats](https://help.portal.example/a).', 'See [stats](https://help.portal.example/a).'],
      ['Sources:\n[A](https://x.example/a)\n[B](https://x.example/b', 'Sources:\n[A](https://x.example/a)\nB'],
      ['Item [1] and more', 'Item [1] and more'],
      ['An address (https://x.example/a_(b)) [c](https://x.example/(d)', 'An address (https://x.example/a_(b)) c'],
    ]],
    ['holds back an unfinished image (only its alt text shows, once it is whole)', [
      ['Look ![a chart](https://x.example/c.p', 'Look '],
      ['Look ![a ch', 'Look '],
    ]],
    ['leaves brackets in code and escaped brackets alone', [
      ['Use `a[0]` and \\[not a link', 'Use `a[0]` and \\[not a link'],
    ]],
  ]);
});

describe('settledMarkdown: emphasis, code and block markup', () => {
  readsAs(settledMarkdown, [
    ['closes open bold, italics, strike-through and code', [
      ['This is **very imp', 'This is **very imp**'],
      ['This is *quite', 'This is *quite*'],
      ['This is ~~gone', 'This is ~~gone~~'],
      ['Run `npm ci', 'Run `npm ci`'],
      ['**Note:** use _this ', '**Note:** use _this_'],
    ]],
    ['treats a single ~ as text, *** as bold, and a longer code run as one marker', [
      ['About ~5 minutes', 'About ~5 minutes'],
      ['***Very', '***Very***'],
      ['***Very important**', '***Very important***'],
      ['Gone ~~soon~', 'Gone ~~soon~~'],
      ['Gone ~', 'Gone'],
      ['Type ``a ` b', 'Type ``a ` b``'],
      ['Type ``a ` b`` and *c', 'Type ``a ` b`` and *c*'],
    ]],
    ['holds back a marker with nothing after it yet', [
      ['This is **', 'This is'],
      ['Run `', 'Run'],
      ['**bold *', '**bold**'],
    ]],
  ]);

  it('leaves markers that open nothing: list bullets, products, words with underscores', () => {
    for (const text of ['* item\n* other', '2 * 3 = 6', 'a snake_case_name', '**done** and `code`']) expect(settledMarkdown(text)).toBe(text);
  });

  readsAs(settledMarkdown, [
    ['holds back a last line of block markup with nothing after it', [
      ['Steps:\n1.', 'Steps:'],
      ['Steps:\n-', 'Steps:'],
      ['#', ''],
      ['Intro\n##', 'Intro'],
      ['Steps:\n- first', 'Steps:\n- first'],
    ]],
    ['shows an open code fence as code, as it comes', [
      ['```sh\nnpm [ci **', '```sh\nnpm [ci **'],
    ]],
  ]);
});

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
