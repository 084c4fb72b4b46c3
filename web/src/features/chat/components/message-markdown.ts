/**
 * The Markdown people type in chat messages, read into a small tree: paragraphs (a line break
 * stays a line break), headings, fenced code, quotes, lists, and inside them bold (`**`, `__`),
 * italics (`*`, `_`), strikethrough (`~~`), underline (`++`), inline code and links
 * (`[text](url)`; an image's `![alt](url)` reads as a link). It replaces the unified / micromark
 * stack stream-chat-react renders messages with (about 50 KiB gzip of the chat page, README
 * "The heavy pages"); tables, footnotes, HTML and task boxes stay the text that was typed.
 * Pure, and linear enough for the service's longest message. Blocks here, what is inside them
 * in markdown-inline.ts.
 */

import { MAX_DEPTH, parseInlines, type Inline } from './markdown-inline';

export type { Inline } from './markdown-inline';

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
