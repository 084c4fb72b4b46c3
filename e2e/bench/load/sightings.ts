/**
 * When something was first seen by someone other than its author: the observer's listeners and
 * chat socket, and each member's notification bell, note here the moment each token (the unique
 * text every write of the bench carries) or reaction arrived.
 */

/** `L<member>_<n>`: the token of a member's n-th action. */
const TOKEN = /\bL\d+_\d+\b/g;

export function actionToken(member: number, sequence: number): string {
  return `L${member}_${sequence}`;
}

export function tokensIn(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** The key of a notification about `token` reaching `uid`'s bell. */
export function noticeKey(uid: string, token: string): string {
  return `notified:${uid}:${token}`;
}

export class Sightings {
  private readonly first = new Map<string, number>();

  see(key: string, at = performance.now()): void {
    if (!this.first.has(key)) this.first.set(key, at);
  }

  /** Every token in `text`, under `prefix` (e.g. a notification's recipient). */
  seeTokens(text: string, keyOf: (token: string) => string = (token) => token): void {
    const at = performance.now();
    for (const token of tokensIn(text)) this.see(keyOf(token), at);
  }

  seenAt(key: string): number | undefined {
    return this.first.get(key);
  }
}
