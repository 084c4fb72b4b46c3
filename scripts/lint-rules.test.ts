/**
 * Our import rules fire: the fixtures in scripts/lint-fixtures break each rule once, and linting
 * them with the project's real configuration must report exactly that rule.
 */
import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '@crewspace/tooling/paths';

const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function rulesFiredIn(fixture: string): Promise<string[]> {
  const results = await eslint.lintFiles([join(ROOT, 'scripts/lint-fixtures', fixture)]);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? ''));
}

/**
 * The rules a `chat-layers/` fixture breaks when its code stands at the same place in the chat
 * service (`emulators/chat/src/`), where the layer rules apply.
 */
async function rulesFiredInChat(fixture: string): Promise<string[]> {
  const code = await readFile(join(ROOT, 'scripts/lint-fixtures/chat-layers', fixture), 'utf8');
  const [result] = await eslint.lintText(code, {
    filePath: join(ROOT, 'emulators/chat/src', fixture),
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

/**
 * The rules a `firebase-door/` fixture breaks when its code stands in a feature's data layer
 * (`web/src/features/<feature>/api/`), where the one-door rules apply.
 */
async function rulesFiredInFeatureApi(fixture: string): Promise<string[]> {
  const code = await readFile(join(ROOT, 'scripts/lint-fixtures/firebase-door', fixture), 'utf8');
  const [result] = await eslint.lintText(code, {
    filePath: join(ROOT, 'web/src/features/fixture/api', fixture),
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

describe('import rules', () => {
  it('refuse an import cycle', async () => {
    expect(await rulesFiredIn('cycle')).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  }, 60_000);

  it('refuse a dependency the package does not declare', async () => {
    expect(await rulesFiredIn('undeclared')).toEqual(['import-x/no-extraneous-dependencies']);
  }, 60_000);

  it('keep SDK getters and raw listeners out of features', async () => {
    expect(await rulesFiredInFeatureApi('listens-itself.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  }, 60_000);

  it("keep a library's private fields out of features", async () => {
    expect(await rulesFiredInFeatureApi('reads-private-field.ts')).toEqual([
      'no-restricted-syntax',
    ]);
  }, 60_000);

  it("keep the chat service's layers one way", async () => {
    expect(await rulesFiredInChat('state/reads-domain.ts')).toEqual(['boundaries/dependencies']);
    expect(await rulesFiredInChat('domain/users/reads-messages.ts')).toEqual([
      'boundaries/dependencies',
    ]);
  }, 60_000);
});
