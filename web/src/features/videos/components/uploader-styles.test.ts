import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The declarations of one class rule in the stylesheet (jsdom applies no CSS, so read the source). */
function declarationsOf(css: string, selector: string): Record<string, string> {
  const body = new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const declarations = body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((line) => line.split(':').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '');
  return Object.fromEntries(declarations);
}

describe('the minimized uploader', () => {
  it('is a floating bar exactly 340 px wide (spec)', async () => {
    const css = await readFile(join(__dirname, 'uploader.module.css'), 'utf8');
    const minimized = declarationsOf(css, '.minimized');
    expect(minimized.position).toBe('fixed');
    // The number itself, written out.
    expect(minimized.width).toBe('340px');
  });
});
