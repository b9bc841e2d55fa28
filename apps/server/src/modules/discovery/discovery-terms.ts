import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * [S5.18] [S7.50] What the engine makes of the typed terms: accent-folded words, each checked
 * against the catalogue's lexicon (migration 0004) so that a word the catalogue does not know is
 * replaced by its closest word ('pousette' -> 'poussette'), a plural the stemmer misses is taken
 * as its singular ('biberons' -> 'biberon') and the last word, still being typed, matches as a
 * prefix ('bibe' -> biberons).
 */

/** Trigram similarity from which a lexicon word may replace an unknown word. */
export const CORRECTION_THRESHOLD = 0.4;

/** One word of the terms. */
export interface TermToken {
  /** As typed (lower case), for `corrected_terms`. */
  readonly typed: string;
  /** Accent-folded, `[a-z0-9]+`: safe inside a tsquery. */
  readonly folded: string;
}

/** How a word enters the query. */
export type WordDecision =
  /** Any of the lexemes (the word, and its singular when the lexicon knows both). */
  | { readonly kind: 'word'; readonly lexemes: readonly string[] }
  | { readonly kind: 'prefix'; readonly lexeme: string }
  | { readonly kind: 'corrected'; readonly lexeme: string }
  | { readonly kind: 'stop' };

export interface AnalysedTerms {
  readonly tokens: readonly TermToken[];
  readonly decisions: readonly WordDecision[];
  /** Terms made only of digits [S5.18]: they also match the start of references. */
  readonly numeric: string | null;
  /** The terms with every corrected word replaced; undefined when nothing was corrected. */
  readonly corrected: string | undefined;
  /**
   * The lexicon version (`discovery:lexicon-version`) the words were looked up at; null when no
   * word needed the lexicon. See {@link lexiconMoved}.
   */
  readonly lexiconVersion: string | null;
}

/** Lower case without accents; 'œ' and 'æ' spelled out, as PostgreSQL's unaccent does. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase();
}

/**
 * The words of the terms: letters and digits, accents folded; single letters (elisions such as
 * the d of d'ange) are left out.
 */
export function tokenize(terms: string): TermToken[] {
  const tokens: TermToken[] = [];
  for (const typed of terms.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (typed === '') continue;
    const folded = foldText(typed).replace(/[^a-z0-9]/g, '');
    if (folded === '' || (folded.length < 2 && !/^\d$/.test(folded))) continue;
    tokens.push({ typed, folded });
  }
  return tokens;
}

/** [S5.18] Terms made of digits only (spaces trimmed). */
export function numericTermsOf(terms: string): string | null {
  const trimmed = terms.trim();
  return /^\d+$/.test(trimmed) ? trimmed : null;
}

/** What the lexicon says about one accent-folded word. */
interface WordFacts {
  readonly exact: boolean;
  readonly stop: boolean;
  readonly singular: string | null;
  readonly stem_known: boolean;
  readonly prefix_known: boolean;
  /** The closest lexicon word; looked for only when the facts above leave the word unknown. */
  readonly suggestion: string | null;
}

/** Words whose facts a process keeps per database (least recently used ones go first). */
export const LEXICON_CACHE_SIZE = 10_000;

/**
 * The lexicon facts of the words searched so far, valid for one lexicon version: the lexicon only
 * changes with the catalogue, so a search finds its words here and skips the lexicon round trip.
 * Every lexicon change bumps `discovery:lexicon-version` (migration 0007); the search statement
 * reads it, and a moved version drops these facts ({@link lexiconMoved}).
 */
interface LexiconCache {
  version: string | null;
  readonly facts: Map<string, WordFacts>;
}

/** Per database (tests open several in one process). */
const caches = new WeakMap<Db, LexiconCache>();

function cacheOf(db: Db): LexiconCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { version: null, facts: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The cached facts of a word, made the most recently used. */
function cachedFacts(cache: LexiconCache, word: string): WordFacts | undefined {
  const facts = cache.facts.get(word);
  if (facts) {
    cache.facts.delete(word);
    cache.facts.set(word, facts);
  }
  return facts;
}

/** Whether version `a` comes after `b` (versions count up from 1; null: none yet). */
const isAfter = (a: string, b: string | null): boolean => b === null || BigInt(a) > BigInt(b);

/** Moves the cache forward to `version`, dropping every fact read at an earlier one. */
function moveTo(cache: LexiconCache, version: string): void {
  if (!isAfter(version, cache.version)) return;
  cache.facts.clear();
  cache.version = version;
}

/**
 * Looks the words up in the lexicon in one query, the version read in the same snapshot. The
 * facts are kept when they are of the cache's (possibly just moved) version: a lagging snapshot
 * of a concurrent request does not overwrite newer facts.
 */
async function lookUp(
  db: Db,
  cache: LexiconCache,
  words: readonly string[],
): Promise<{ version: string; facts: Map<string, WordFacts> }> {
  const values = sql.join(
    words.map((word, index) => sql`(${index}::int, ${word}::text)`),
    sql`, `,
  );
  const rows = (
    (await db.execute(sql`
      SELECT f.ord, f.exact, f.stop, f.singular, f.stem_known, f.prefix_known,
        -- The closest word is wanted only where nothing above decides (see analyseTerms), and
        -- its trigram search is nearly all of this query's time: skipped for known words.
        CASE WHEN f.exact OR f.stop OR f.singular IS NOT NULL OR f.stem_known THEN NULL
          ELSE (SELECT l.word FROM discovery_lexicon l
            WHERE l.word % f.word AND similarity(l.word, f.word) >= ${CORRECTION_THRESHOLD}
            ORDER BY similarity(l.word, f.word) DESC, levenshtein(l.word, f.word),
              l.occurrences DESC, l.word
            LIMIT 1)
        END AS suggestion,
        (SELECT value FROM app_meta WHERE key = 'discovery:lexicon-version') AS version
      FROM (
        SELECT v.ord, v.word,
          EXISTS (SELECT 1 FROM discovery_lexicon l WHERE l.word = v.word) AS exact,
          coalesce(ts_lexize('french_stem', v.word) = '{}'::text[], false) AS stop,
          (SELECT l.word FROM discovery_lexicon l
            WHERE length(v.word) > 3 AND v.word ~ '[sx]$' AND l.word = left(v.word, -1)) AS singular,
          EXISTS (SELECT 1 FROM discovery_lexicon l
            WHERE l.stem = (ts_lexize('french_stem', v.word))[1]) AS stem_known,
          EXISTS (SELECT 1 FROM discovery_lexicon l WHERE l.word LIKE v.word || '%') AS prefix_known
        FROM (VALUES ${values}) AS v(ord, word)
      ) AS f
    `)) as unknown as { rows: (WordFacts & { ord: number; version: string | null })[] }
  ).rows;
  const version = rows[0]?.version ?? '0';
  moveTo(cache, version);
  const found = new Map<string, WordFacts>();
  for (const row of rows) {
    const word = words[Number(row.ord)];
    if (word === undefined) continue;
    const facts: WordFacts = {
      exact: row.exact,
      stop: row.stop,
      singular: row.singular,
      stem_known: row.stem_known,
      prefix_known: row.prefix_known,
      suggestion: row.suggestion,
    };
    found.set(word, facts);
    if (version !== cache.version) continue;
    cache.facts.set(word, facts);
    if (cache.facts.size > LEXICON_CACHE_SIZE) {
      const oldest = cache.facts.keys().next();
      if (!oldest.done) cache.facts.delete(oldest.value);
    }
  }
  return { version, facts: found };
}

/**
 * Looks every word up in the lexicon (the process's cache first, then one query for the others)
 * and decides how it enters the query. A word the
 * lexicon knows is kept, with its singular as an alternative when the lexicon knows that too (the
 * French stemmer misses some plurals: 'biberons' stems to 'bib', 'biberon' to 'biberon'); an
 * unknown plural of a known singular becomes that singular; an unknown last word that begins known
 * words is a prefix (still being typed); a word whose stem the lexicon knows is kept; anything else
 * is replaced by its most similar lexicon word at or above {@link CORRECTION_THRESHOLD} (and
 * reported in `corrected`), or kept as typed.
 */
export async function analyseTerms(db: Db, terms: string): Promise<AnalysedTerms> {
  const tokens = tokenize(terms);
  const numeric = numericTermsOf(terms);
  const words = [
    ...new Set(tokens.map((token) => token.folded).filter((word) => !/^\d+$/.test(word))),
  ];
  const cache = cacheOf(db);
  let facts = new Map<string, WordFacts>();
  let version = cache.version;
  const missing = words.filter((word) => {
    const known = cachedFacts(cache, word);
    if (known) facts.set(word, known);
    return !known;
  });
  if (missing.length > 0) {
    const read = await lookUp(db, cache, missing);
    if (facts.size > 0 && read.version !== version) {
      // The lexicon moved since the cached words were read: every word at one version.
      const again = await lookUp(db, cache, words);
      facts = again.facts;
      version = again.version;
    } else {
      for (const [word, known] of read.facts) facts.set(word, known);
      version = read.version;
    }
  }

  const last = tokens.length - 1;
  const decisions = tokens.map((token, index): WordDecision => {
    const word = token.folded;
    const fact = facts.get(word);
    if (/^\d+$/.test(word) || !fact) return { kind: 'word', lexemes: [word] };
    if (fact.exact) {
      return { kind: 'word', lexemes: fact.singular ? [word, fact.singular] : [word] };
    }
    if (fact.stop) return { kind: 'stop' };
    if (fact.singular) return { kind: 'word', lexemes: [fact.singular] };
    if (index === last && fact.prefix_known) return { kind: 'prefix', lexeme: word };
    if (fact.stem_known) return { kind: 'word', lexemes: [word] };
    if (fact.suggestion) return { kind: 'corrected', lexeme: fact.suggestion };
    return { kind: 'word', lexemes: [word] };
  });

  const corrected = decisions.some((decision) => decision.kind === 'corrected')
    ? tokens
        .map((token, index) => {
          const decision = decisions[index];
          return decision?.kind === 'corrected' ? decision.lexeme : token.typed;
        })
        .join(' ')
    : undefined;
  return {
    tokens,
    decisions,
    numeric,
    corrected,
    lexiconVersion: words.length > 0 ? version : null,
  };
}

/**
 * Whether the lexicon moved past the version `analysed` was read at, `seen` being the version the
 * search statement read: then the cached facts are dropped and the caller analyses again (once).
 * Either way the cache follows `seen`.
 */
export function lexiconMoved(db: Db, analysed: AnalysedTerms | null, seen: string): boolean {
  moveTo(cacheOf(db), seen);
  const read = analysed?.lexiconVersion ?? null;
  return read !== null && isAfter(seen, read);
}

/**
 * The `to_tsquery('ldn_french', ...)` text: every word required (`&`, or `|` with `any`), a prefix
 * with `:*`, a word and its singular as alternatives. With `prefixLast`, the last word is a prefix
 * whatever the lexicon says (autocompletion). Null when no word is left (only stop words).
 */
export function tsqueryText(
  analysed: AnalysedTerms,
  options: { readonly prefixLast?: boolean; readonly any?: boolean } = {},
): string | null {
  const last = analysed.decisions.length - 1;
  const parts = analysed.decisions.flatMap((decision, index): string[] => {
    if (decision.kind === 'stop') return [];
    const lexemes = decision.kind === 'word' ? decision.lexemes : [decision.lexeme];
    const prefix = decision.kind === 'prefix' || (options.prefixLast === true && index === last);
    const terms = lexemes.map((lexeme) => (prefix ? `${lexeme}:*` : lexeme));
    return [terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' | ')})`];
  });
  return parts.length === 0 ? null : parts.join(options.any ? ' | ' : ' & ');
}
