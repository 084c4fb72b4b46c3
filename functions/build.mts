/**
 * Bundles the functions into lib/index.js. The shared @crewspace/common sources are inlined
 * (they are not published to npm, and Cloud Build installs only package.json dependencies);
 * every real dependency stays external and is installed by Cloud Functions at deploy.
 */
import { build, context, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);

const options: BuildOptions = {
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'info',
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
