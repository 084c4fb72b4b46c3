/**
 * `npx tsx scripts/app-icons.ts`: draws the installed app's icons (web/public/icons/) from the
 * logo, web/public/favicon.svg, with Debian's Chromium (nothing is downloaded). The PNGs are
 * committed; run this again after the logo changes.
 *
 * - `icon-192.png`, `icon-512.png`: the logo as it is (rounded square), for launchers and the
 *   install prompt (the sizes browsers require to offer installing);
 * - `icon-maskable-512.png`: the logo's mark on a full square of its colour, inside the middle
 *   80 % that every launcher mask keeps (a circle, a squircle);
 * - `apple-touch-icon.png` (180): iOS home screens, which round the corners themselves.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '@crewspace/tooling/paths';

const PUBLIC = join(ROOT, 'web', 'public');
const OUT = join(PUBLIC, 'icons');

const logo = await readFile(join(PUBLIC, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(logo)?.[1];
if (!background) throw new Error('favicon.svg has no filled <rect> to take the colour from.');
const mark = logo.replace(/<rect[^>]*\/>/, '');

/** The logo without its rounded square, scaled to `scale` of the icon, on a full square. */
function fullBleed(scale: number): string {
  const inset = (32 * (1 - scale)) / 2;
  return mark
    .replace(
      /viewBox="0 0 32 32">/,
      `viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
        `<g transform="translate(${inset} ${inset}) scale(${scale})">`,
    )
    .replace(/<\/svg>\s*$/, '</g></svg>');
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The mark at 70 % stays well inside the 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: join(OUT, file), omitBackground: true });
    console.info(`web/public/icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
