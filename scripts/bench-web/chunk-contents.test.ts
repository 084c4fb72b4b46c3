import { describe, expect, it } from 'vitest';
import { contributors, moduleGroup, type ChunkModules } from './chunk-contents';

const ROOT = '/repo';

describe('moduleGroup', () => {
  it('names the npm package, scoped or not, wherever node_modules is nested', () => {
    expect(moduleGroup('/repo/node_modules/@firebase/auth/dist/esm/index.js', ROOT)).toBe(
      '@firebase/auth',
    );
    expect(
      moduleGroup('/repo/node_modules/react-dom/cjs/react-dom.production.js?commonjs-es', ROOT),
    ).toBe('react-dom');
    expect(moduleGroup('/repo/web/node_modules/a/node_modules/b/index.js', ROOT)).toBe('b');
    expect(moduleGroup('\0/repo/node_modules/zod/index.js', ROOT)).toBe('zod');
  });

  it("names the app's folder: a feature, or the first levels of web/src", () => {
    expect(moduleGroup('/repo/web/src/features/chat/chat-page.tsx', ROOT)).toBe(
      'web/src/features/chat',
    );
    expect(moduleGroup('/repo/web/src/lib/firebase/app.ts', ROOT)).toBe('web/src/lib');
    expect(moduleGroup('/repo/common/src/models.ts', ROOT)).toBe('common/src');
    expect(moduleGroup('/repo/web/index.html', ROOT)).toBe('web');
    expect(moduleGroup('/elsewhere/file.js', ROOT)).toBe('/elsewhere');
  });
});

describe('contributors', () => {
  const report: ChunkModules = {
    'assets/index.js': {
      '/repo/node_modules/react-dom/index.js': 600,
      '/repo/node_modules/@firebase/auth/a.js': 200,
      '/repo/web/src/app/main.tsx': 100,
    },
    'assets/auth.js': { '/repo/node_modules/@firebase/auth/b.js': 100 },
    'assets/other.js': { '/repo/node_modules/lodash/index.js': 5000 },
  };

  it('adds up each group over the given files only, largest first, with its share', () => {
    expect(contributors(report, ['assets/index.js', 'assets/auth.js'], ROOT)).toEqual([
      { group: 'react-dom', rendered: 600, share: 0.6 },
      { group: '@firebase/auth', rendered: 300, share: 0.3 },
      { group: 'web/src/app', rendered: 100, share: 0.1 },
    ]);
  });

  it('has nothing for files it has no record of', () => {
    expect(contributors(report, ['assets/missing.js'], ROOT)).toEqual([]);
  });
});
