import { describe, expect, it } from 'vitest';
import { searchArticles } from '../../../demo/server/content/article-search';
import { composeAnswer, HOSTILE_ANSWER, splitIntoChunks } from '../../../demo/server/content/chat-answer';
import { HELP_ARTICLES } from '../../../demo/server/content/help-articles';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MARKDOWN_LINK = /^\[[^\]]+\]\(https:\/\/help\.portal\.example\/articles\/[a-z0-9-]+\)$/;

describe('HELP_ARTICLES', () => {
  it('covers the product areas with at least 15 articles', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(HELP_ARTICLES.map((article) => article.area)).size).toBeGreaterThanOrEqual(8);
  });

  it('has unique ids and urls, each url on the help centre and ending in its id', () => {
    expect(new Set(HELP_ARTICLES.map((article) => article.id)).size).toBe(HELP_ARTICLES.length);
    expect(new Set(HELP_ARTICLES.map((article) => article.url)).size).toBe(HELP_ARTICLES.length);
    for (const article of HELP_ARTICLES) {
      expect(article.url).toBe(`https://help.portal.example/articles/${article.id}`);
    }
  });

  it('has plain-text bodies of 3 to 6 sentences', () => {
    for (const article of HELP_ARTICLES) {
      const sentences = article.body.split(/(?<=[.!?])\s+/);
      expect(sentences.length, article.id).toBeGreaterThanOrEqual(3);
      expect(sentences.length, article.id).toBeLessThanOrEqual(6);
      expect(article.body, article.id).not.toMatch(/[<>]/);
    }
  });
});

describe('searchArticles', () => {
  it.each([
    ['how do I switch customer account', 'signing-in-and-switching-customer-accounts'],
    ['boosted campaign', 'merchandising-boosted-campaigns-and-feeds'],
    ['why is a product locked', 'licences-and-locked-products'],
    ['How can I see events arriving in the live tracking stream?', 'implementing-tracking'],
    ['add recommendations to my newsletter', 'email-recommendations'],
    ['how long do you keep data before deleting it', 'trust-center-and-data-retention'],
    ['what is customer lifetime value', 'customer-lifetime-value-model'],
    ['search ranking synonyms', 'site-search-configurator-and-ranking'],
    ['invite a new user', 'user-management'],
    ['calculated attributes', 'calculated-attributes'],
    ['merge duplicate profiles', 'single-customer-view-and-profile-unification'],
  ])('answers %j with %s first', (question, id) => {
    expect(searchArticles(question)[0]?.id).toBe(id);
  });

  it('tolerates typos: "recomendations" finds the recommendation articles', () => {
    const found = searchArticles('recomendations');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.area).toBe('Recommendations');
  });

  it('returns at most `limit` articles, 3 by default', () => {
    expect(searchArticles('e-mail').length).toBeLessThanOrEqual(3);
    expect(searchArticles('e-mail', 1)).toHaveLength(1);
    expect(searchArticles('e-mail', 0)).toEqual([]);
  });

  it.each(['xyzzy plugh', 'what is the weather in paris', '', '   ', 'how do I'])('finds nothing for %j', (question) => {
    expect(searchArticles(question)).toEqual([]);
  });
});

describe('composeAnswer', () => {
  it('cites every matched article as a markdown link in a Sources block', () => {
    const { text, articles } = composeAnswer('How do I switch customer account?');
    expect(articles[0]?.id).toBe('signing-in-and-switching-customer-accounts');
    const [body, sources] = text.split('\n\nSources:\n');
    expect(body).toBeTruthy();
    expect(sources?.split('\n')).toEqual(articles.map((article) => `[${article.title}](${article.url})`));
    for (const line of sources?.split('\n') ?? []) expect(line).toMatch(MARKDOWN_LINK);
  });

  it('quotes the sentences of an article that answer the question', () => {
    const { text } = composeAnswer('How do I switch customer account?');
    expect(text).toContain('To switch customer account later, open the account switcher in the top bar');
  });

  it('opens with a lead sentence and cites at most 3 articles', () => {
    const { text, articles } = composeAnswer('e-mail recommendations layout designer triggers');
    expect(text.split('\n')[0]).toMatch(/^Here is what I found in .*Help Center/);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBeLessThanOrEqual(3);
    expect(text.match(/^\[.+\]\(.+\)$/gm)).toHaveLength(articles.length);
  });

  it('falls back politely, without sources, when no article matches', () => {
    const { text, articles } = composeAnswer('xyzzy plugh');
    expect(articles).toEqual([]);
    expect(text).toMatch(/could not find a Help Center article/i);
    expect(text).toMatch(/contact our support/i);
    expect(text).not.toContain('Sources:');
  });

  it('returns the hostile answer for the test trigger word', () => {
    expect(composeAnswer('Please give me the hostile-answer-test now')).toEqual({ text: HOSTILE_ANSWER, articles: [] });
  });

  it('keeps every hostile part in HOSTILE_ANSWER', () => {
    expect(HOSTILE_ANSWER).toContain('<script>alert(1)</script>');
    expect(HOSTILE_ANSWER).toContain('<img src=x onerror=alert(1)>');
    expect(HOSTILE_ANSWER).toMatch(/\[[^\]]+\]\(javascript:alert\(1\)\)/);
    expect(HOSTILE_ANSWER).toContain('![x](https://tracker.example/pixel.png)');
    expect(HOSTILE_ANSWER).toMatch(/[^!]\[[^\]]+\]\(https:\/\/help\.portal\.example\/[^)]+\)/);
  });
});

describe('splitIntoChunks', () => {
  // Includes an astral character so a naive UTF-16 split would show up as a broken surrogate.
  const alphabet = Array.from('Hej på dig 😀 — ok. ');
  const textOf = (length: number): string =>
    Array.from({ length }, (_, index) => alphabet[(index * 7) % alphabet.length]).join('');
  const lengths = [0, 1, 2, 3, 5, 7, 10, 13, 64, 99, 250];
  const counts = [1, 2, 3, 4, 7, 10, 16];

  it.each(lengths)('keeps the invariants for a text of %i characters', (length) => {
    const text = textOf(length);
    for (const count of counts) {
      const chunks = splitIntoChunks(text, count);
      expect(chunks).toHaveLength(count);
      expect(chunks.join('')).toBe(text);
      const sizes = chunks.map((chunk) => Array.from(chunk).length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      if (length >= count) expect(sizes.every((size) => size > 0)).toBe(true);
      for (const chunk of chunks) expect(chunk).not.toMatch(LONE_SURROGATE);
    }
  });

  it('splits a real answer into consecutive pieces', () => {
    const { text } = composeAnswer('boosted campaign');
    const chunks = splitIntoChunks(text, 12);
    expect(chunks.join('')).toBe(text);
    expect(chunks.every((chunk) => chunk.length > 0)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects a chunk count of %d', (count) => {
    expect(() => splitIntoChunks('text', count)).toThrow(RangeError);
  });
});
