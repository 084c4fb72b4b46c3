/**
 * Debian's Chromium, started by hand with a remote-debugging port so that playwright-core (the
 * sign-in) and Lighthouse drive the same browser, and so the same profile (one session).
 * Never a downloaded browser.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Exits with a clear message when there is no Chromium to drive. */
export function requireChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.error(
    `✖ Chromium is missing: ${CHROMIUM_PATH} does not exist.\n` +
      "  The web bench drives Debian's Chromium and never downloads a browser: install it with\n" +
      '  `apt-get install -y chromium`, or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}

export interface RunningChromium {
  /** The DevTools endpoint, http://127.0.0.1:<port>, for playwright's connectOverCDP. */
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'crewspace-bench-chromium-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...FLAGS,
      '--no-first-run',
      '--no-default-browser-check',
      // Port 0: Chromium picks a free one and writes it to DevToolsActivePort in the profile.
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (browser.exitCode !== null)
      throw new Error(`Chromium exited (${browser.exitCode}) at start.`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port in 30 s.');
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    async close() {
      if (browser.exitCode === null) {
        browser.kill();
        await exited;
      }
      // Chromium's helper processes can still be writing the profile after the browser exits:
      // retry for a while (Node waits longer each time), then leave it rather than lose the run.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 8, retryDelay: 250 });
      } catch (error) {
        console.warn(`Could not remove Chromium's profile ${profile}: ${String(error)}`);
      }
    },
  };
}
