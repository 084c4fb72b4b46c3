/**
 * The Markdown people type in chat messages, read into a small tree: paragraphs (a line break
 * stays a line break), headings, fenced code, quotes, lists, and inside them bold (`**`, `__`),
 * italics (`*`, `_`), strikethrough (`~~`), underline (`++`), inline code and links
 * (`[text](url)`; an image's `![alt](url)` reads as a link). It replaces the unified / micromark
 * stack stream-chat-react renders messages with (about 50 KiB gzip of the chat page, README
 * "The heavy pages"); tables, footnotes, HTML and task boxes stay the text that was typed.
 * Pure, and linear enough for the service's longest message.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong' | 'emphasis' | 'delete' | 'insert'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; depth: number; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  /** A blank line between two blocks, kept as the sender typed it. */
  | { type: 'blank' };

const BLANK = /^[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^ {0,3}([-*+]|(\d{1,9})[.)])([ \t]+(.*))?$/;

/**
 * How deep quotes, lists, links and marks may nest; deeper is read as text. Nobody nests a chat
 * message deeper, and a message of `>>>>…` or `- - - …` must not exhaust the stack.
 */
const MAX_DEPTH = 16;

/** The blocks of a message. */
export function parseMarkdown(text: string): Block[] {
  return readBlocks(text.replace(/\r\n?/g, '\n').split('\n'), 0);
}

/**
 * A message's blocks as one line of inline content (for the channel list's preview): each
 * block's words, the blocks apart by a space, code blocks as inline code.
 */
export function oneLine(blocks: readonly Block[]): Inline[] {
  return blocks.flatMap((block, index) => {
    const words = blockInlines(block);
    return index && words.length ? [{ type: 'text' as const, value: ' ' }, ...words] : words;
  });
}

function blockInlines(block: Block): Inline[] {
  switch (block.type) {
    case 'blank':
      return [];
    case 'code':
      return [{ type: 'code', value: block.value }];
    case 'quote':
      return oneLine(block.children);
    case 'list':
      return oneLine(block.items.flat());
    default:
      return block.children;
  }
}

/**
 * A message as plain text (for one-line previews and labels): the words without the marks. Should
 * reading ever fail, the text as typed, as every member's channel list shows it.
 */
export function markdownToPlainText(text: string): string {
  try {
    return inlineText(oneLine(parseMarkdown(text)))
      .replace(/\s+/g, ' ')
      .trim();
  } catch {
    return text;
  }
}

function inlineText(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => ('value' in inline ? inline.value : inlineText(inline.children)))
    .join('');
}

/** Whether a line opens a block that ends the paragraph before it. */
function interruptsParagraph(line: string): boolean {
  if (FENCE.test(line) || HEADING.test(line) || QUOTE.test(line)) return true;
  const item = LIST_ITEM.exec(line);
  // As in CommonMark, only a list that starts at 1 (or a bullet) may cut into a paragraph.
  return Boolean(item?.[4]?.trim() && (!item[2] || item[2] === '1'));
}

function readBlocks(lines: readonly string[], depth: number): Block[] {
  if (depth > MAX_DEPTH)
    return [{ type: 'paragraph', children: [{ type: 'text', value: lines.join('\n') }] }];
  const blocks: Block[] = [];
  let i = 0;
  let blanks = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (BLANK.test(line)) {
      blanks++;
      i++;
      continue;
    }
    if (blocks.length) for (let k = 0; k < blanks; k++) blocks.push({ type: 'blank' });
    blanks = 0;
    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const marker = fence[1];
      const body: string[] = [];
      i++;
      while (i < lines.length && !isClosingFence(lines[i] ?? '', marker))
        body.push(lines[i++] ?? '');
      i++;
      blocks.push({ type: 'code', value: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      blocks.push({
        type: 'heading',
        depth: heading[1].length,
        children: parseInlines(heading[2] ?? '', 0),
      });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      for (let match; i < lines.length && (match = QUOTE.exec(lines[i] ?? '')); i++) {
        quoted.push(match[1] ?? '');
      }
      blocks.push({ type: 'quote', children: readBlocks(quoted, depth + 1) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      i = readList(lines, i, blocks, depth);
      continue;
    }
    const paragraph = [line.trim()];
    for (i++; i < lines.length; i++) {
      const next = lines[i] ?? '';
      if (BLANK.test(next) || interruptsParagraph(next)) break;
      paragraph.push(next.trim());
    }
    blocks.push({ type: 'paragraph', children: parseInlines(paragraph.join('\n'), 0) });
  }
  return blocks;
}

function isClosingFence(line: string, marker: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= marker.length && trimmed === (marker[0] ?? '').repeat(trimmed.length);
}

const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;

/** Reads the list that starts at `lines[start]` into `blocks`; returns the line after it. */
function readList(lines: readonly string[], start: number, blocks: Block[], depth: number): number {
  const first = LIST_ITEM.exec(lines[start] ?? '');
  const ordered = Boolean(first?.[2]);
  // Lines indented past the first marker belong to the item above (a nested list, say).
  const nested = indentOf(lines[start] ?? '') + 2;
  const belongs = (line: string) => indentOf(line) >= nested && !BLANK.test(line);
  const items: string[][] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const item = LIST_ITEM.exec(line);
    if (item && Boolean(item[2]) === ordered && !belongs(line)) {
      items.push([item[4] ?? '']);
      i++;
      continue;
    }
    const current = items[items.length - 1];
    if (!current) break;
    if (BLANK.test(line)) {
      // A blank line continues the list only when what follows belongs to it.
      const next = lines[i + 1] ?? '';
      const nextItem = LIST_ITEM.exec(next);
      if ((nextItem && Boolean(nextItem[2]) === ordered) || belongs(next)) {
        current.push('');
        i++;
        continue;
      }
      break;
    }
    const lazy = !BLANK.test(current[current.length - 1] ?? '') && !interruptsParagraph(line);
    if (!belongs(line) && !lazy) break;
    current.push(line.slice(Math.min(indentOf(line), nested)));
    i++;
  }
  blocks.push({
    type: 'list',
    ordered,
    start: ordered ? Number(first?.[2]) : 1,
    items: items.map((item) => readBlocks(item, depth + 1)),
  });
  return i;
}

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
