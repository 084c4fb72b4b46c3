/**
 * The docs check: every repository path and every anchor the docs name must exist, so a doc
 * cannot go stale silently when a file moves or a heading changes. What counts as naming:
 *
 * - in Markdown, a link `[text](target#anchor)` to anything but a URL;
 * - in Markdown, a path in backticks: `web/src/app/router.tsx`, `src/app/` (from the doc's own
 *   folder or the repository root), `web/README.md#boundaries`, or a bare file name with a source
 *   extension such as `chat-store.ts` (somewhere under the doc's folder; anywhere for docs at
 *   the root and in docs/);
 * - in source comments, a `<path>.md#anchor` reference.
 *
 * Paths with placeholders or globs (`{ws}`, `<feature>`, `*`) name a pattern, not a file, and are
 * skipped. Generated paths (build output, caches) are not in the repository and are allowed by
 * name in `GENERATED`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/** Folders never read: installed packages, build output, local data. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.cache', '.emulator-data']);
const SKIPPED_PATHS = new Set(['functions/lib']);

/**
 * Never read as sources: the lint rules' fixtures (broken on purpose) and this check's own test,
 * whose samples name missing files on purpose.
 */
const UNCHECKED = ['scripts/lint-fixtures/', 'scripts/docs-check.test.ts'];

/** Paths a build, a run or the reader makes: the docs may name them though no commit holds them. */
const GENERATED = [
  'web/dist',
  'functions/lib',
  '.cache',
  '.emulator-data',
  'sw.js',
  // Made by the person deploying (docs/deploying.md).
  'web/.env.production.local',
];

const SOURCE_EXTENSION = /\.(ts|tsx|mts|mjs|js|json|md|rules|css|yml|yaml)$/;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Every file of the repository, relative to `root`, with `/` separators. */
export function repositoryFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const fromRoot = relative(root, path).split(sep).join('/');
      if (SKIPPED_FOLDERS.has(name) || SKIPPED_PATHS.has(fromRoot)) continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.push(fromRoot);
    }
  };
  walk(root);
  return files;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown text offers: one per heading, repeats numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Reference {
  line: number;
  /** A path (maybe with `#anchor`), as written. */
  target: string;
  /** A Markdown link resolves from the doc's folder only; a backticked path from either. */
  kind: 'link' | 'code';
}

const PATH_LIKE = /^(\.{1,2}\/)?[\w.@-]+(\/[\w.@-]+)*\/?(#[\w-]+)?$/;

/** The references a Markdown text makes (outside fenced code blocks). */
export function markdownReferences(markdown: string): Reference[] {
  const references: Reference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (PATH_LIKE.test(target) || target.startsWith('#')) {
        references.push({ line, target, kind: 'link' });
      }
    }
    for (const match of text.matchAll(/`([^`\s]+)`/g)) {
      const target = match[1] ?? '';
      const isPath = target.includes('/') || SOURCE_EXTENSION.test(target.split('#')[0] ?? '');
      if (isPath && PATH_LIKE.test(target) && !target.startsWith('/')) {
        references.push({ line, target, kind: 'code' });
      }
    }
  });
  return references;
}

/** `<path>.md#anchor` references in a source file's text. */
export function sourceReferences(text: string): Reference[] {
  const references: Reference[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/([\w./-]+\.md#[\w-]+)/g)) {
      references.push({ line: index + 1, target: match[1] ?? '', kind: 'code' });
    }
  });
  return references;
}

interface Repository {
  root: string;
  files: Set<string>;
  folders: Set<string>;
  topLevel: Set<string>;
}

function repository(root: string): Repository {
  const list = repositoryFiles(root);
  const folders = new Set<string>();
  for (const file of list) {
    for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) folders.add(folder);
  }
  const topLevel = new Set(list.map((file) => file.split('/')[0] ?? ''));
  return { root, files: new Set(list), folders, topLevel };
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

function exists(repo: Repository, path: string): boolean {
  const clean = normalise(path);
  return (
    clean === '' ||
    // An installed package's source, named as the place to read: it is on disk after install.
    (clean.startsWith('node_modules/') && existsSync(join(repo.root, clean))) ||
    repo.files.has(clean) ||
    repo.folders.has(clean) ||
    GENERATED.some((generated) => clean === generated || clean.startsWith(`${generated}/`))
  );
}

function anchorExists(repo: Repository, file: string, anchor: string): boolean {
  if (!file.endsWith('.md')) return true;
  return anchorsOf(readFileSync(join(repo.root, file), 'utf8')).has(anchor);
}

/** What is wrong with one reference from `from` (a file of the repository), if anything. */
function checkReference(repo: Repository, from: string, reference: Reference): string | null {
  const [path = '', anchor] = reference.target.split('#');
  const folder = dirname(from) === '.' ? '' : dirname(from);
  const candidates =
    path === ''
      ? [from]
      : reference.kind === 'link'
        ? [join(folder, path)]
        : [join(folder, path), path];
  const normalised = candidates.map((candidate) => normalise(candidate.split(sep).join('/')));
  const found = normalised.find((candidate) => exists(repo, candidate));
  if (!found) {
    const bare = !path.includes('/');
    if (bare && reference.kind === 'code') {
      // A bare file name: somewhere under the doc's folder (anywhere for the top-level docs).
      const scope = folder === '' || folder === 'docs' ? '' : `${folder}/`;
      const named = [...repo.files].some(
        (file) => file.startsWith(scope) && basename(file) === path,
      );
      return named ? null : `names ${path}, which is nowhere under ${scope || 'the repository'}`;
    }
    const first = path.replace(/^(\.\.?\/)+/, '').split('/')[0] ?? '';
    const meantAsRepositoryPath =
      reference.kind === 'link' ||
      path.startsWith('.') ||
      repo.topLevel.has(first) ||
      existsSync(join(repo.root, folder, first));
    return meantAsRepositoryPath ? `names ${path}, which does not exist` : null;
  }
  if (anchor && !anchorExists(repo, found, anchor)) {
    return `names ${found}#${anchor}, a heading ${found} does not have`;
  }
  return null;
}

/** Every problem in the repository's docs and source comments. */
export function checkDocs(root: string): Problem[] {
  const repo = repository(root);
  const problems: Problem[] = [];
  for (const file of repo.files) {
    const isDoc = file.endsWith('.md');
    const isSource = /\.(ts|tsx|mts|mjs)$/.test(file);
    if ((!isDoc && !isSource) || UNCHECKED.some((path) => file.startsWith(path))) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const references = isDoc ? markdownReferences(text) : sourceReferences(text);
    for (const reference of references) {
      const message = checkReference(repo, file, reference);
      if (message) problems.push({ file, line: reference.line, message });
    }
  }
  return problems;
}
