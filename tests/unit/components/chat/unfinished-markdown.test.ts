// The unfinished tail of a streaming chat answer, shown without raw markup.
import { describe, expect, it } from 'vitest';
import { readsAs } from '../../reads-as';
import { settledMarkdown } from '../../../../src/components/chat/unfinished-markdown';

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
