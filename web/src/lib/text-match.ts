/**
 * Matching typed words against shown text: folding (case and accents), marking where the words
 * occur, and cutting a long text down to the part around the first of them.
 */

/** Lower case without diacritics: "Éclair" and "eclair" are one term. */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a query, folded. */
export function queryTerms(query: string): string[] {
  return foldTerm(query).split(/\s+/).filter(Boolean);
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The text folded one character per character, for finding terms by position; null when folding
 * changes its length (outside Latin text), where nothing is marked.
 */
function foldedInPlace(text: string): string | null {
  const folded = [...text].map((char) => foldTerm(char) || char).join('');
  return folded.length === text.length ? folded : null;
}

/**
 * The text cut where the terms occur (compared folded, so an accented text highlights for an
 * unaccented query), for <mark>ing them.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const words = terms.filter((term) => term.length > 0);
  const folded = words.length > 0 ? foldedInPlace(text) : null;
  if (folded === null) return [{ text, match: false }];
  const marks = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      marks.fill(true, from, from + word.length);
      from = folded.indexOf(word, from + word.length);
    }
  }
  const parts: TextPart[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const last = parts.at(-1);
    if (last && last.match === marks[index]) last.text += text[index];
    else parts.push({ text: text[index] as string, match: marks[index] as boolean });
  }
  return parts;
}

/** Words kept before the first match when a long text is cut, so the match has its context. */
const CONTEXT_BEFORE = 30;

/**
 * At most `max` characters of the text around the first term found (from the start when none
 * is), cut at spaces where it can be, with "…" where something was left out.
 */
export function excerptAround(text: string, terms: readonly string[], max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const folded = foldedInPlace(flat);
  const hits = folded
    ? terms.map((term) => (term ? folded.indexOf(term) : -1)).filter((at) => at >= 0)
    : [];
  const first = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, Math.min(first - CONTEXT_BEFORE, flat.length - max));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  let end = Math.min(flat.length, start + max);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > first && space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
