/**
 * The inline Markdown of one block: bold, italics, strikethrough, underline, inline code, links
 * and escapes, read as message-markdown.ts describes; a bare web address stays whole.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong' | 'emphasis' | 'delete' | 'insert'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

/**
 * How deep quotes, lists, links and marks may nest; deeper is read as text. Nobody nests a chat
 * message deeper, and a message of `>>>>…` or `- - - …` must not exhaust the stack.
 */
export const MAX_DEPTH = 16;

const ESCAPABLE = /[!-/:-@[-`{-~]/;
/** A bare web address, read whole so the marks inside it (`/_next/`, `*`) stay part of it. */
const BARE_ADDRESS = /^(?:https?:\/\/|www\.)[^\s<]+/i;

interface Delimiter {
  marker: string;
  type: 'strong' | 'emphasis' | 'delete' | 'insert' | 'strongEmphasis';
}

/** Longest first, so `**` is not read as two `*`. */
const DELIMITERS: readonly Delimiter[] = [
  { marker: '***', type: 'strongEmphasis' },
  { marker: '___', type: 'strongEmphasis' },
  { marker: '**', type: 'strong' },
  { marker: '__', type: 'strong' },
  { marker: '~~', type: 'delete' },
  { marker: '++', type: 'insert' },
  { marker: '*', type: 'emphasis' },
  { marker: '_', type: 'emphasis' },
];

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The inline content of one block (`depth`: how deep in links and marks it sits). */
export function parseInlines(text: string, depth = 0): Inline[] {
  if (depth > MAX_DEPTH) return text ? [{ type: 'text', value: text }] : [];
  const inlines: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) inlines.push({ type: 'text', value: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const run = backtickRun(text, i);
      const close = findCodeClose(text, i + run, run);
      if (close < 0) {
        plain += text.slice(i, i + run);
        i += run;
        continue;
      }
      flush();
      inlines.push({ type: 'code', value: trimCodeSpan(text.slice(i + run, close)) });
      i = close + run;
      continue;
    }
    const address =
      /[hw]/i.test(char) && !isWordChar(text[i - 1])
        ? BARE_ADDRESS.exec(text.slice(i, i + 2048))
        : null;
    if (address) {
      plain += address[0];
      i += address[0].length;
      continue;
    }
    const link = readLink(text, char === '!' && text[i + 1] === '[' ? i + 1 : i);
    if (link) {
      flush();
      inlines.push({
        type: 'link',
        href: link.href,
        children: parseInlines(link.label, depth + 1),
      });
      i = link.end;
      continue;
    }
    const delimiter = DELIMITERS.find(({ marker }) => text.startsWith(marker, i));
    const close = delimiter ? findClose(text, i, delimiter.marker) : -1;
    if (delimiter && close >= 0) {
      flush();
      const children = parseInlines(text.slice(i + delimiter.marker.length, close), depth + 1);
      inlines.push(
        delimiter.type === 'strongEmphasis'
          ? { type: 'strong', children: [{ type: 'emphasis', children }] }
          : { type: delimiter.type, children },
      );
      i = close + delimiter.marker.length;
      continue;
    }
    // A run of the same mark that opens nothing is text as a whole (`****` or `__init__`'s `__`).
    let end = i + 1;
    if (delimiter) while (text[end] === char) end++;
    plain += text.slice(i, end);
    i = end;
  }
  flush();
  return inlines;
}

function backtickRun(text: string, at: number): number {
  let end = at;
  while (text[end] === '`') end++;
  return end - at;
}

function findCodeClose(text: string, from: number, length: number): number {
  for (let i = text.indexOf('`', from); i >= 0; i = text.indexOf('`', i)) {
    const run = backtickRun(text, i);
    if (run === length) return i;
    i += run;
  }
  return -1;
}

function trimCodeSpan(code: string): string {
  return code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code;
}

/**
 * Where the mark opened at `open` closes, or -1. A mark opens before a non-space and closes
 * after one; `_` marks neither open nor close inside a word (snake_case stays); code spans are
 * skipped whole; the same mark opened again inside is closed first (`**a **b** c**`), and a
 * single `*` or `_` passes over the doubled ones (`*a **b** c*` is italics around bold).
 */
function findClose(text: string, open: number, marker: string): number {
  const start = open + marker.length;
  if (isSpace(text[start])) return -1;
  const char = marker[0];
  const underscore = char === '_';
  if (underscore && isWordChar(text[open - 1])) return -1;
  let nested = 0;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === '`') {
      const run = backtickRun(text, i);
      const close = findCodeClose(text, i + run, run);
      i = (close < 0 ? i : close) + run - 1;
      continue;
    }
    if (text[i] !== char) continue;
    let end = i;
    while (text[end] === char) end++;
    const run = end - i;
    const at = i;
    i = end - 1;
    // Only a run as long as the mark counts (a single `*` passes over `**`, and `**` over `*`).
    if (run !== marker.length) continue;
    const closes = !isSpace(text[at - 1]) && !(underscore && isWordChar(text[end]));
    const opens = !isSpace(text[end]) && !(underscore && isWordChar(text[at - 1]));
    if (closes && nested === 0) return at;
    if (closes && !opens) nested--;
    else if (opens && !closes) nested++;
  }
  return -1;
}

/** `[label](href)` or `[label](<href> "title")` at `at`, with balanced parentheses in the address. */
function readLink(
  text: string,
  at: number,
): { label: string; href: string; end: number } | undefined {
  if (text[at] !== '[') return undefined;
  let depth = 0;
  let labelEnd = -1;
  for (let i = at; i < text.length && labelEnd < 0; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) labelEnd = i;
    else if (text[i] === '\n' && text[i + 1] === '\n') return undefined;
  }
  if (labelEnd < 0 || text[labelEnd + 1] !== '(') return undefined;
  depth = 0;
  for (let i = labelEnd + 1; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) {
      const href = linkDestination(text.slice(labelEnd + 2, i));
      return href ? { label: text.slice(at + 1, labelEnd), href, end: i + 1 } : undefined;
    } else if (char === '\n') return undefined;
  }
  return undefined;
}

/** The address of `(address)`, `(<address with spaces>)` or `(address "title")`. */
function linkDestination(inside: string): string | undefined {
  const match = /^\s*(?:<([^<>\n]*)>|(\S+))(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*$/.exec(inside);
  return (match?.[1] ?? match?.[2]) || undefined;
}
