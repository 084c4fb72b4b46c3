/**
 * When a test fails, says why, where each open page was and what it showed, and keeps a
 * screenshot of it under e2e/test-results/: a flaky failure in CI is otherwise only a timeout
 * message, and a failed attempt that its retry makes good is not reported by vitest at all.
 */
import { mkdir } from 'node:fs/promises';
import { afterEach } from 'vitest';
import { openPages } from './fixtures/browser';

const RESULTS = new URL('./test-results/', import.meta.url).pathname;
const TEXT_LIMIT = 600;

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  await mkdir(RESULTS, { recursive: true });
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  // The task keeps the errors of earlier attempts too; this attempt's is the last.
  const error = context.task.result.errors?.at(-1);
  const attempt = (context.task.result.retryCount ?? 0) + 1;
  if (error) console.error(`[failure] attempt ${attempt}: ${error.message.split('\n', 1)[0]}`);
  const pages = openPages();
  for (const [index, page] of pages.entries()) {
    const shot = `${RESULTS}${name}-${index + 1}.png`;
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((cause: Error) => `(no text: ${cause.message})`);
    await page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined);
    console.error(
      `[failure] page ${index + 1}/${pages.length} at ${page.url()}\n` +
        `${text.replace(/\s+/g, ' ').slice(0, TEXT_LIMIT)}\n(screenshot: ${shot})`,
    );
  }
});
