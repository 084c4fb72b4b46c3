import type { Socket } from 'node:net';
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { parse } from '../lib/validate';
import type { RestartOptions } from '../state/persistence';
import type { RouteTable } from './route-table';

const rateLimitSchema = z.object({
  limit: z.number().int().min(1).optional(),
  windowMs: z.number().int().min(1).optional(),
  perEndpoint: z.record(z.string(), z.number().int().min(1)).optional(),
});

const restartSchema = z.strictObject({
  /** How long the port stays closed, so clients see failed reconnects (at most a minute). */
  down_ms: z.number().int().min(0).max(60_000).optional(),
});

/** How much the emulator holds (health and restart answers). */
function stateCounts(ctx: EmulatorContext) {
  const { users, channels, messages } = ctx.store.state;
  return {
    users: Object.keys(users).length,
    channels: Object.keys(channels).length,
    messages: Object.keys(messages).length,
  };
}

/** What the admin endpoints do to the running emulator (the server provides them). */
export interface EmulatorHooks {
  reset: () => Promise<void>;
  dropUser: (userId: string) => void;
  restart: (options: RestartOptions, keep: Socket) => Promise<void>;
  /** Changes the rate limits and returns them as they now are. */
  configureRateLimits: (patch: z.infer<typeof rateLimitSchema>) => object;
}

/** Emulator-only endpoints under `/_emulator` (no Stream auth, like the Firebase emulators' REST hooks). */
export function registerEmulatorRoutes(
  routes: RouteTable,
  ctx: EmulatorContext,
  hooks: EmulatorHooks,
): void {
  const open = { public: true, localOnly: true };
  routes.on(
    'GET',
    '/_emulator/health',
    () => ({
      status: 'ok',
      ...stateCounts(ctx),
      connections: [...ctx.connections.all()].length,
    }),
    open,
  );
  routes.on(
    'POST',
    '/_emulator/reset',
    async () => {
      await hooks.reset();
      return {};
    },
    open,
  );
  routes.on(
    'POST',
    '/_emulator/rate-limits',
    (request) => {
      const patch = parse(rateLimitSchema, request.body, 'ConfigureRateLimits');
      return { rate_limits: hooks.configureRateLimits(patch) };
    },
    open,
  );
  routes.on(
    'POST',
    '/_emulator/disconnect',
    (request) => {
      const { user_id } = parse(
        z.object({ user_id: z.string().min(1) }),
        request.body,
        'Disconnect',
      );
      hooks.dropUser(user_id);
      return {};
    },
    open,
  );
  // Answers once the emulator listens again (on this request's socket, which the restart keeps
  // open and then closes), so a caller can go on at once: no polling of /_emulator/health.
  routes.on(
    'POST',
    '/_emulator/restart',
    async (request) => {
      const { down_ms } = parse(restartSchema, request.body, 'Restart');
      await hooks.restart({ downMs: down_ms }, request.socket);
      const body = JSON.stringify({ status: 'ok', ...stateCounts(ctx) });
      return {
        raw: true,
        status: 200,
        headers: { 'Content-Type': 'application/json', Connection: 'close' },
        body: Buffer.from(body),
      };
    },
    open,
  );
}
