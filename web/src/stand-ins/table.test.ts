/**
 * The stand-ins table against the installed packages: every swapped path still exists and still
 * imports what is swapped, and every stand-in exists. A library upgrade that moves or drops a part
 * fails here by name, where otherwise only the size budgets would notice, by bytes, or a swap
 * would silently stop applying.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAND_INS } from './table';

const WEB = fileURLToPath(new URL('../../', import.meta.url));
const NODE_MODULES = [join(WEB, 'node_modules'), join(WEB, '..', 'node_modules')];

/** A path inside node_modules, where npm installed it (web's own, else the hoisted root). */
function installed(path: string): string | undefined {
  return NODE_MODULES.map((folder) => join(folder, path)).find((file) => existsSync(file));
}

/** The modules a path names: the file itself, or every script under a folder. */
function modulesAt(path: string): string[] {
  const found = installed(path);
  if (!found) return [];
  if (!statSync(found).isDirectory()) return [found];
  return readdirSync(found, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(m?js)$/.test(name))
    .map((name) => join(found, name));
}

const IMPORT_SPECIFIER =
  /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers a module imports (static, re-exported and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? match[2] ?? '');
}

function importsMatching(path: string, pattern: RegExp): string[] {
  return modulesAt(path).flatMap((file) =>
    importsOf(file).filter((source) => pattern.test(source)),
  );
}

describe('importsOf', () => {
  it('reads static, re-exported, side-effect and dynamic imports, and nothing in strings', () => {
    const sample = join(WEB, 'src', 'stand-ins', 'zod-jitless.ts');
    expect(importsOf(sample)).toEqual(['zod/v4', 'zod/v4', 'zod/v4']);
  });
});

describe.each(STAND_INS.map((standIn) => [standIn.replacement, standIn] as const))(
  'stand-in %s',
  (replacement, { swap, reason, saving }) => {
    it('exists and says why and what it saves', () => {
      expect(existsSync(join(WEB, replacement))).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
      expect(saving).not.toBe('');
    });

    if (swap.kind === 'part') {
      it(`replaces a part ${swap.importer} still imports`, () => {
        expect(modulesAt(swap.importer)).not.toEqual([]);
        expect(importsMatching(swap.importer, swap.source)).not.toEqual([]);
      });
    } else {
      it('replaces a module the named libraries still import', () => {
        for (const importer of swap.importedBy) {
          expect(modulesAt(importer), importer).not.toEqual([]);
          expect(importsMatching(importer, swap.specifier), importer).not.toEqual([]);
        }
      });
    }
  },
);
