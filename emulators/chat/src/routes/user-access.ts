/** Deactivating and reactivating users (server-side only). */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { deactivateUser, reactivateUser } from '../domain/users/user-access';
import { userJson } from '../domain/users/user-json';
import { requireServer } from '../lib/auth';
import { inputError } from '../lib/errors';
import { parse } from '../lib/validate';
import type { RouteTable } from './route-table';

const deactivateSchema = z.looseObject({
  created_by_id: z.string().optional(),
  mark_messages_deleted: z.boolean().optional(),
});
const reactivateSchema = z.looseObject({
  created_by_id: z.string().optional(),
  name: z.string().optional(),
  restore_messages: z.boolean().optional(),
});

export function registerUserAccessRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/users/:id/deactivate', (request) => {
    requireServer(request.caller);
    const body = parse(deactivateSchema, request.body, 'DeactivateUser');
    if (body.mark_messages_deleted) {
      throw inputError('mark_messages_deleted is not supported by the chat emulator');
    }
    const user = ctx.store.requireUser(request.params.id as string);
    deactivateUser(ctx, user);
    return { user: userJson(ctx, user) };
  });

  routes.on('POST', '/users/:id/reactivate', (request) => {
    requireServer(request.caller);
    // Deactivation never deletes messages here, so `restore_messages` has nothing to restore.
    const body = parse(reactivateSchema, request.body, 'ReactivateUser');
    const user = ctx.store.requireUser(request.params.id as string);
    reactivateUser(user, body.name);
    return { user: userJson(ctx, user) };
  });
}
