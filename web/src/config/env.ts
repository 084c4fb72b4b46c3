/**
 * The app's configuration: the `VITE_*` variables as vite.config.ts parsed them with env-schema.ts
 * when the dev server or the build started (it stops there on a missing or malformed one), inlined
 * into the bundle, so no page loads zod to read its settings.
 */
import type { Env } from './env-schema';

declare const __CREWSPACE_ENV__: Env;

export const env: Env = __CREWSPACE_ENV__;
