/**
 * Stands in for lodash.uniqby (vite.config.ts): stream-chat-react calls it only as
 * `uniqBy(items, 'cid' | 'id')`, to drop repeats of a channel or an item from a list, and the
 * package carries lodash's whole iteratee machinery for that (4 KiB gzip of the chat page).
 * Keeps the first of each key, in order, as lodash does.
 */
export default function uniqueByKey<Item>(items: readonly Item[], key: keyof Item): Item[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const value = item[key];
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}
