import { highlightParts } from '@/lib/text-match';

/** The text with each occurrence of the (folded) terms in a <mark>. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightParts(text, terms).map((part, n) =>
    part.match ? <mark key={n}>{part.text}</mark> : <span key={n}>{part.text}</span>,
  );
}
