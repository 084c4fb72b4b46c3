/** `channel.sendEvent()`: typing and custom events. */
import { z } from 'zod';
import { sendClientEvent } from '../domain/channels/client-events';
import type { EmulatorContext } from '../domain/context';
import { parse } from '../lib/validate';
import { channelFromPath } from './request';
import type { RouteTable } from './route-table';

const sendEventSchema = z.looseObject({
  event: z.looseObject({
    type: z.string().min(1),
    parent_id: z.string().optional(),
    user_id: z.string().optional(),
    user: z.looseObject({ id: z.string() }).optional(),
  }),
});

export function registerChannelEventRoute(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/channels/:type/:id/event', (request) => {
    const channel = channelFromPath(ctx, request);
    const { event } = parse(sendEventSchema, request.body, 'SendEvent');
    return { event: sendClientEvent(ctx, request.caller, channel, event) };
  });
}
