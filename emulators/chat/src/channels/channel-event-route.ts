import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { ApiError, featureDisabled, inputError, notAllowed } from '../errors';
import { channelEvent, clientEvent, isClientEventType } from '../events/channel-events';
import type { Router } from '../http/router';
import { parse } from '../http/validate';
import { userJson } from '../users/user-json';
import { actingUser, validateChannelPath } from './access';
import { configOf, ownCapabilities } from './channel-json';

const sendEventSchema = z.looseObject({
  event: z.looseObject({
    type: z.string().min(1),
    parent_id: z.string().optional(),
    user_id: z.string().optional(),
    user: z.looseObject({ id: z.string() }).optional(),
  }),
});

const TYPING = new Set(['typing.start', 'typing.stop']);

/**
 * Typing and custom events: relayed to watchers (sender included), never stored. The types the
 * chat service sends itself are refused, and the event's channel, user and time are the
 * server's, whatever the body says.
 */
export function registerChannelEventRoute(router: Router, ctx: EmulatorContext): void {
  router.on('POST', '/channels/:type/:id/event', (request) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const { event } = parse(sendEventSchema, request.body, 'SendEvent');
    if (!isClientEventType(event.type)) {
      throw inputError(`event type ${event.type} is reserved for events the chat service sends`);
    }
    const user = actingUser(ctx, request.caller, event.user_id ?? event.user?.id, 'SendEvent');
    const config = configOf(ctx, channel);
    const typing = TYPING.has(event.type);
    if (typing && config.typing_events === false)
      throw featureDisabled('typing events are disabled');
    if (!typing && config.custom_events === false)
      throw new ApiError(18, 400, 'custom events are disabled');
    const capability = typing ? 'send-typing-events' : 'send-custom-events';
    if (
      request.caller.kind === 'user' &&
      !ownCapabilities(ctx, channel, user).includes(capability)
    ) {
      throw notAllowed(
        `User '${user.id}' is not allowed to send ${event.type} in '${channel.cid}'`,
      );
    }
    const { user_id: _userId, user: _user, ...fields } = event;
    const payload = clientEvent(event.type, channel, fields, userJson(ctx, user));
    ctx.fanout.toWatchers(channel.cid, payload);
    if (typing) {
      const key = `${channel.cid} ${user.id} ${event.parent_id ?? ''}`;
      if (event.type === 'typing.stop') ctx.typing.stopped(key);
      else {
        ctx.typing.started(key, () =>
          ctx.fanout.toWatchers(
            channel.cid,
            channelEvent('typing.stop', channel, {
              parent_id: event.parent_id,
              user: userJson(ctx, user),
            }),
          ),
        );
      }
    }
    return { event: payload };
  });
}
