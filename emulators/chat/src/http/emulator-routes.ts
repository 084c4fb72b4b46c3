import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { parse } from '../http/validate';
import type { Router } from './router';

const rateLimitSchema = z.object({
  limit: z.number().int().min(1).optional(),
  windowMs: z.number().int().min(1).optional(),
  perEndpoint: z.record(z.string(), z.number().int().min(1)).optional(),
});

/** Emulator-only endpoints under `/_emulator` (no Stream auth, like the Firebase emulators' REST hooks). */
export function registerEmulatorRoutes(
  router: Router,
  ctx: EmulatorContext,
  hooks: { reset: () => Promise<void>; dropUser: (userId: string) => void },
): void {
  const open = { public: true };
  router.on(
    'GET',
    '/_emulator/health',
    () => ({
      status: 'ok',
      users: Object.keys(ctx.store.state.users).length,
      channels: Object.keys(ctx.store.state.channels).length,
      messages: Object.keys(ctx.store.state.messages).length,
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
}
