/** Sending, reading one, editing and deleting messages. */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { deleteMessage } from '../domain/messages/delete-message';
import { messageJson } from '../domain/messages/message-json';
import { messageInputSchema, sendMessage } from '../domain/messages/send-message';
import {
  editMessage,
  messageChannel,
  messageEditSchema,
  messagePatchSchema,
  patchMessage,
} from '../domain/messages/update-message';
import { requireFullReadAccess } from '../domain/permissions/read-access';
import { viewerOf } from '../domain/users/acting-user';
import { parse } from '../lib/validate';
import { validateChannelPath } from './request';
import type { RouteTable } from './route-table';

const sendMessageSchema = z.looseObject({
  message: messageInputSchema,
  skip_push: z.boolean().optional(),
  skip_enrich_url: z.boolean().optional(),
  pending: z.boolean().optional(),
});

const updateSchema = z.looseObject({
  message: messageEditSchema,
  skip_enrich_url: z.boolean().optional(),
});

const partialUpdateSchema = z.looseObject({
  set: messagePatchSchema.optional(),
  unset: z.array(z.string()).optional(),
  user: z.looseObject({ id: z.string() }).optional(),
  user_id: z.string().optional(),
  skip_enrich_url: z.boolean().optional(),
});

export function registerMessageRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/channels/:type/:id/message', (request) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const body = parse(sendMessageSchema, request.body, 'SendMessage');
    const channel = ctx.store.requireChannel(type, id);
    const message = sendMessage(ctx, request.caller, channel, body.message);
    return { message: messageJson(ctx, message, message.user_id) };
  });

  routes.on('GET', '/messages/:mid', (request) => {
    const message = ctx.store.requireMessage(request.params.mid as string);
    const viewer = viewerOf(ctx, request.caller);
    requireFullReadAccess(messageChannel(ctx, message), viewer);
    return { message: messageJson(ctx, message, viewer === 'server' ? null : viewer.id) };
  });

  routes.on('POST', '/messages/:mid', (request) => {
    const body = parse(updateSchema, request.body, 'UpdateMessage');
    const message = ctx.store.requireMessage(request.params.mid as string);
    const actor = editMessage(ctx, request.caller, message, body.message);
    return { message: messageJson(ctx, message, actor.id) };
  });

  routes.on('PUT', '/messages/:mid', (request) => {
    const body = parse(partialUpdateSchema, request.body, 'UpdateMessagePartial');
    const message = ctx.store.requireMessage(request.params.mid as string);
    const actor = patchMessage(
      ctx,
      request.caller,
      message,
      body.user?.id ?? body.user_id,
      body.set ?? {},
      body.unset ?? [],
    );
    return { message: messageJson(ctx, message, actor.id) };
  });

  routes.on('DELETE', '/messages/:mid', (request) => {
    const message = ctx.store.requireMessage(request.params.mid as string);
    const hard = request.query.get('hard') === 'true';
    const deleted = deleteMessage(
      ctx,
      request.caller,
      message,
      request.query.get('deleted_by'),
      hard,
    );
    return { message: deleted };
  });
}
