/**
 * What the app's configuration must be. vite.config.ts parses the `VITE_*` variables with it when
 * the dev server, a build or the tests start, so a missing or malformed variable stops them there
 * with one message naming every problem (see web/.env.example); the bundle gets the parsed values
 * (env.ts) and never loads this schema.
 */
import { z } from 'zod';

const required = z.string().trim().min(1, 'is missing');
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_FIREBASE_MEASUREMENT_ID: optional,
  VITE_USE_EMULATORS: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => value === 'true'),
  VITE_EMULATOR_HOST: optional.transform((value) => value ?? '127.0.0.1'),
  VITE_EMULATOR_STACK: z
    .enum(['local', 'test', ''])
    .optional()
    .transform((value) => (value === 'test' ? 'test' : 'local')),
  VITE_STREAM_API_KEY: required,
  VITE_STREAM_BASE_URL: optional.pipe(z.url().optional()),
});

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Parses the given variables; throws an EnvError listing every missing or invalid one. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) =>
      `${issue.path.join('.')}: ${issue.input === undefined ? 'is missing' : issue.message}`,
  );
  throw new EnvError(
    `Invalid app configuration; set these in web/.env.local (see web/.env.example):\n  ${problems.join('\n  ')}`,
  );
}
