// A chat answer cut into markdown blocks, so that a streaming answer re-renders only its tail.
import { describe, expect, it } from 'vitest';
import { createBlockCutter, extendMarkdownBlocks, markdownBlocks } from '../../../../src/components/chat/markdown-blocks';

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
