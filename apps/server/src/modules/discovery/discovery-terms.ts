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

interface WordFacts {
  readonly ord: number;
  readonly exact: boolean;
  readonly stop: boolean;
  readonly singular: string | null;
  readonly stem_known: boolean;
  readonly prefix_known: boolean;
  readonly suggestion: string | null;
}

/**
 * Looks every word up in the lexicon in one query and decides how it enters the query. A word the
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
  const words = tokens.filter((token) => !/^\d+$/.test(token.folded));
  const facts = new Map<number, WordFacts>();
  if (words.length > 0) {
    const values = sql.join(
      tokens.map((token, index) => sql`(${index}::int, ${token.folded}::text)`),
      sql`, `,
    );
    const result = (await db.execute(sql`
      SELECT v.ord,
        EXISTS (SELECT 1 FROM discovery_lexicon l WHERE l.word = v.word) AS exact,
        coalesce(ts_lexize('french_stem', v.word) = '{}'::text[], false) AS stop,
        (SELECT l.word FROM discovery_lexicon l
          WHERE length(v.word) > 3 AND v.word ~ '[sx]$' AND l.word = left(v.word, -1)) AS singular,
        EXISTS (SELECT 1 FROM discovery_lexicon l
          WHERE l.stem = (ts_lexize('french_stem', v.word))[1]) AS stem_known,
        EXISTS (SELECT 1 FROM discovery_lexicon l WHERE l.word LIKE v.word || '%') AS prefix_known,
        (SELECT l.word FROM discovery_lexicon l
          WHERE l.word % v.word AND similarity(l.word, v.word) >= ${CORRECTION_THRESHOLD}
          ORDER BY similarity(l.word, v.word) DESC, levenshtein(l.word, v.word),
            l.occurrences DESC, l.word
          LIMIT 1) AS suggestion
      FROM (VALUES ${values}) AS v(ord, word)
    `)) as unknown as { rows: WordFacts[] };
    for (const row of result.rows) facts.set(Number(row.ord), row);
  }

  const last = tokens.length - 1;
  const decisions = tokens.map((token, index): WordDecision => {
    const fact = facts.get(index);
    const word = token.folded;
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
  return { tokens, decisions, numeric, corrected };
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
