/** Plain-text helpers shared by the web app and the functions. */

/** Whitespace folded, cut to `max` characters (not UTF-16 units) with an ellipsis. */
export function shortened(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
