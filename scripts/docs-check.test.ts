/**
 * The docs check (lib/docs-check.ts) over the whole repository, and its parts on small texts that
 * show what each one catches.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  anchorsOf,
  checkDocs,
  headingSlug,
  markdownReferences,
  sourceReferences,
} from './lib/docs-check';
import { ROOT } from '@crewspace/tooling/paths';

describe('the repository', () => {
  it('names only paths and anchors that exist, in every doc and source comment', () => {
    const problems = checkDocs(ROOT).map(({ file, line, message }) => `${file}:${line} ${message}`);
    expect(problems).toEqual([]);
  });
});

describe('headingSlug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(headingSlug('Storage stand-in (`emulators/storage`)')).toBe(
      'storage-stand-in-emulatorsstorage',
    );
    expect(headingSlug('Decisions where the issue was silent')).toBe(
      'decisions-where-the-issue-was-silent',
    );
    expect(headingSlug('What loads before sign-in')).toBe('what-loads-before-sign-in');
  });

  it('numbers a repeated heading', () => {
    expect([...anchorsOf('# Tests\n## Tests\n```\n# not a heading\n```\n')]).toEqual([
      'tests',
      'tests-1',
    ]);
  });
});

describe('markdownReferences', () => {
  it('takes links and backticked paths, not URLs, placeholders or code blocks', () => {
    const text = [
      'See [the guide](docs/guide.md#setup) and [site](https://example.com).',
      'Code in `web/src/app/router.tsx`, `chat-store.ts`, `firebase/auth`.',
      'Patterns `videos/{ws}/{file}`, `src/features/<feature>/api/`, `src/*.ts`, `/api/tokens`.',
      '```',
      '`web/ignored.ts`',
      '```',
    ].join('\n');
    expect(markdownReferences(text)).toEqual([
      { line: 1, target: 'docs/guide.md#setup', kind: 'link' },
      { line: 2, target: 'web/src/app/router.tsx', kind: 'code' },
      { line: 2, target: 'chat-store.ts', kind: 'code' },
      { line: 2, target: 'firebase/auth', kind: 'code' },
    ]);
  });

  it('finds anchored references in source comments', () => {
    expect(sourceReferences('// why: docs/offline.md#limits\nconst x = 1;')).toEqual([
      { line: 1, target: 'docs/offline.md#limits', kind: 'code' },
    ]);
  });
});

describe('checkDocs', () => {
  function repositoryWith(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'docs-check-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('reports a deleted file, a missing heading and a stale bare name, and nothing else', () => {
    const root = repositoryWith({
      'README.md': '# App\n\n[Offline](docs/offline.md#limits), `web/src/gone.ts`, `docs/`.\n',
      'docs/offline.md': '# Offline\n\n## Conflicts\n',
      'web/src/app.ts': '// docs/offline.md#conflicts is fine\n',
      'web/src/features/calendar/README.md': '`api/events.ts` and `calendar-refs.ts`\n',
      'web/src/features/calendar/api/events.ts': '',
      'web/package.json': '{}',
      'firebase/auth-is-a-module-name': '',
    });
    expect(checkDocs(root).map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([
      'README.md:3 names docs/offline.md#limits, a heading docs/offline.md does not have',
      'README.md:3 names web/src/gone.ts, which does not exist',
      'web/src/features/calendar/README.md:1 names calendar-refs.ts, which is nowhere under web/src/features/calendar/',
    ]);
  });
});
