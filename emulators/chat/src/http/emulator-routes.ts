import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { parse } from '../http/validate';
import type { Socket } from 'node:net';
import type { RestartOptions } from '../persistence';
import type { Router } from './router';

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

/** Emulator-only endpoints under `/_emulator` (no Stream auth, like the Firebase emulators' REST hooks). */
export function registerEmulatorRoutes(
  router: Router,
  ctx: EmulatorContext,
  hooks: {
    reset: () => Promise<void>;
    dropUser: (userId: string) => void;
    restart: (options: RestartOptions, keep: Socket) => Promise<void>;
  },
): void {
  const open = { public: true, localOnly: true };
  router.on(
    'GET',
    '/_emulator/health',
    () => ({
      status: 'ok',
      ...stateCounts(ctx),
      connections: [...ctx.connections.all()].length,
    }),
    open,
  );
  router.on(
    'POST',
    '/_emulator/reset',
    async () => {
      await hooks.reset();
      return {};
    },
    open,
  );
  router.on(
    'POST',
    '/_emulator/rate-limits',
    (request) => {
      ctx.limiter.configure(parse(rateLimitSchema, request.body, 'ConfigureRateLimits'));
      return { rate_limits: ctx.limiter.config };
    },
    open,
  );
  router.on(
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
  router.on(
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
