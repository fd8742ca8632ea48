import { searchArticles, searchTerms } from './article-search';
import type { HelpArticle } from './help-articles';

/** A composed chat reply and the articles it was built from (and cites). */
export interface ChatAnswer {
  text: string;
  articles: HelpArticle[];
}

/** Questions containing this word get {@link HOSTILE_ANSWER}, so tests can drive it through the real chat. */
const HOSTILE_TRIGGER = 'hostile-answer-test';

/**
 * An answer full of markup a renderer must keep inert: script and img tags, a javascript: link,
 * a tracking-pixel image, and one ordinary https link that should still work.
 */
export const HOSTILE_ANSWER = [
  'This answer checks that the portal renders chat replies safely. <script>alert(1)</script>',
  'An inline image: <img src=x onerror=alert(1)>',
  'A link that must not run: [Click here](javascript:alert(1))',
  'An image that must not load: ![x](https://tracker.example/pixel.png)',
  'A link that should work: [Signing in and switching customer accounts](https://help.portal.example/articles/signing-in-and-switching-customer-accounts)',
].join('\n');

const NO_MATCH_ANSWER =
  'Sorry, I could not find a Help Center article about that. ' +
  'I can only answer from Help Center articles, so please try rephrasing your question, ' +
  'or contact our support team and they will be happy to help.';

const MAX_SOURCES = 3;
const SENTENCES_PER_ARTICLE = 2;

function sentencesOf(body: string): string[] {
  return body.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);
}

/** How many of the question's terms a sentence mentions; prefixes count, so "campaign" hits "campaigns". */
function relevance(sentence: string, terms: readonly string[]): number {
  const words = searchTerms(sentence);
  return terms.filter((term) => words.some((word) => word.startsWith(term) || term.startsWith(word))).length;
}

/** The article's sentences most relevant to the question, in their original order; the opening one if none is. */
function excerpt(article: HelpArticle, terms: readonly string[]): string {
  const sentences = sentencesOf(article.body);
  const picked = sentences
    .map((sentence, position) => ({ sentence, position, score: relevance(sentence, terms) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, SENTENCES_PER_ARTICLE)
    .sort((a, b) => a.position - b.position)
    .map((candidate) => candidate.sentence);
  return (picked.length > 0 ? picked : sentences.slice(0, 1)).join(' ');
}

/**
 * Answers a help question from the best matching Help Center articles: a lead sentence, an excerpt
 * of each article, and a "Sources:" block with one markdown link per article. Falls back to a polite
 * "no article found" reply when nothing matches.
 */
export function composeAnswer(question: string): ChatAnswer {
  if (question.toLowerCase().includes(HOSTILE_TRIGGER)) return { text: HOSTILE_ANSWER, articles: [] };

  const articles = searchArticles(question, MAX_SOURCES);
  if (articles.length === 0) return { text: NO_MATCH_ANSWER, articles: [] };

  const terms = searchTerms(question);
  const lead = articles.length === 1
    ? 'Here is what I found in the Help Center:'
    : `Here is what I found in ${articles.length} Help Center articles:`;
  const excerpts = articles.map((article) => `${article.title}: ${excerpt(article, terms)}`);
  const sources = ['Sources:', ...articles.map((article) => `[${article.title}](${article.url})`)].join('\n');
  return { text: [lead, ...excerpts, sources].join('\n\n'), articles };
}

/**
 * Splits a text into `chunkCount` consecutive chunks of nearly equal length, e.g. to stream it.
 * Joining the chunks gives back the text exactly. No chunk is empty when the text has at least
 * `chunkCount` characters (code points); shorter texts yield some empty chunks.
 * @throws RangeError when `chunkCount` is not a positive integer.
 */
export function splitIntoChunks(text: string, chunkCount: number): string[] {
  if (!Number.isInteger(chunkCount) || chunkCount < 1) {
    throw new RangeError(`chunkCount must be a positive integer, got ${chunkCount}`);
  }
  // Split by code point: cutting a surrogate pair would turn an emoji into two broken halves on the wire.
  const characters = Array.from(text);
  const boundary = (index: number): number => Math.floor((index * characters.length) / chunkCount);
  return Array.from({ length: chunkCount }, (_, index) =>
    characters.slice(boundary(index), boundary(index + 1)).join(''),
  );
}
