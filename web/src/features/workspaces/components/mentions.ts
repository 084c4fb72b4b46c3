/** Mentions picked while writing a comment: only those still named in the text are sent. */
export interface PickedMention {
  uid: string;
  name: string;
}

/** The people picked while writing whose `@Name` is still in the text, once each. */
export function mentionsInText(text: string, picked: readonly PickedMention[]): string[] {
  const kept = picked.filter((person) => text.includes(`@${person.name}`)).map((p) => p.uid);
  return [...new Set(kept)];
}
