/**
 * Our import rules fire: the fixtures in scripts/lint-fixtures break each rule once, and linting
 * them with the project's real configuration must report exactly that rule.
 */
import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/paths';

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

describe('import rules', () => {
  it('refuse an import cycle', async () => {
    expect(await rulesFiredIn('cycle')).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  }, 60_000);

  it('refuse a dependency the package does not declare', async () => {
    expect(await rulesFiredIn('undeclared')).toEqual(['import-x/no-extraneous-dependencies']);
  }, 60_000);

  it("keep the chat service's layers one way", async () => {
    expect(await rulesFiredInChat('state/reads-domain.ts')).toEqual(['boundaries/dependencies']);
    expect(await rulesFiredInChat('domain/users/reads-messages.ts')).toEqual([
      'boundaries/dependencies',
    ]);
  }, 60_000);
});
