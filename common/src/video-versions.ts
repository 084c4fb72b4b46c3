/**
 * Video versions' ids (video-review.ts re-exports them; they live apart so the app's links,
 * links.ts, on every page, read them without its schemas).
 *
 * A video's first upload (v1) is the video document's own file fields; each later
 * upload is `workspaces/{ws}/videos/{id}/versions/v{n}` (n = 2, 3, …), and the video document
 * carries a copy of the newest one as `latestVersion` (the library's thumbnail, file and length
 * without another read). Ids follow the number, so two editors adding the same version cannot
 * both succeed, and a link names a version plainly (`?v=v2`).
 */
export const FIRST_VERSION_ID = 'v1';
/** The newest version number a video may reach (the switcher lists each one). */
export const VERSIONS_MAX = 999;

export function versionId(number: number): string {
  return `v${number}`;
}

/** The number of a version id (`v2` → 2); null for anything that is not one. */
export function versionNumber(id: string): number | null {
  const match = /^v([1-9][0-9]{0,2})$/.exec(id);
  return match ? Number(match[1]) : null;
}
