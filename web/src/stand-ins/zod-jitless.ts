/**
 * `zod` for the whole web bundle (web/vite.config.ts aliases the bare import here). Zod builds
 * fast object parsers with `new Function`, after probing whether it may; the Hosting CSP has no
 * 'unsafe-eval', so the probe is refused and reported as a policy violation. Jitless skips both.
 * The probe runs when the first object schema is built, often at a module's top level; ES module
 * order runs this module's body before any module that imports `zod`, so jitless is always set
 * first.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
