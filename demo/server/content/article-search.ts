import MiniSearch from 'minisearch';
import { HELP_ARTICLES } from './help-articles';
import type { HelpArticle } from './help-articles';

// Question words carry no topic; with prefix search on, "i" or "do" would otherwise match half the corpus.
const STOP_WORDS = new Set([
  'a', 'about', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'could', 'do', 'does', 'for', 'from', 'get',
  'have', 'how', 'i', 'if', 'in', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'our', 'please', 'should',
  'that', 'the', 'there', 'this', 'to', 'was', 'we', 'what', 'when', 'where', 'which', 'who', 'why', 'will',
  'with', 'would', 'you', 'your',
]);

// Results scoring below this share of the best hit are mostly accidental prefix or fuzzy matches.
const RELATIVE_SCORE_FLOOR = 0.3;

// The same separators MiniSearch's default tokenizer uses, so callers see the terms the index sees.
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

let index: MiniSearch<HelpArticle> | undefined;
const articlesById = new Map(HELP_ARTICLES.map((article) => [article.id, article]));

/** Lower-cases a term and drops stop words and single letters (e.g. the "e" of "e-mail"). */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

/** The significant terms of a text, lower-cased, as the search index treats them. */
export function searchTerms(text: string): string[] {
  return text.split(SEPARATORS).flatMap((term) => processTerm(term) ?? []);
}

function buildIndex(): MiniSearch<HelpArticle> {
  const search = new MiniSearch<HelpArticle>({
    fields: ['title', 'body', 'area'],
    processTerm,
    searchOptions: { boost: { title: 3 }, fuzzy: 0.2, prefix: true },
  });
  search.addAll(HELP_ARTICLES);
  return search;
}

/**
 * Full-text search over the Help Center articles, best match first.
 * Returns at most `limit` articles, and none when no term of the question matches.
 */
export function searchArticles(question: string, limit = 3): HelpArticle[] {
  index ??= buildIndex();
  const results = index.search(question);
  const best = results[0]?.score ?? 0;
  return results
    .filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR)
    .slice(0, Math.max(0, limit))
    .flatMap((result) => articlesById.get(result.id) ?? []);
}
