/**
 * The events clients send on a channel: typing and custom events, relayed to the channel's
 * watchers (sender included) and never stored.
 */
import { EVENT_MAP } from 'stream-chat';
import type { Caller } from '../../lib/auth';
import { ApiError, featureDisabled, inputError, notAllowed } from '../../lib/errors';
import type { ChannelRecord, Custom } from '../../state/types';
import type { EmulatorContext } from '../context';
import { actingUser } from '../users/acting-user';
import { userJson } from '../users/user-json';
import { channelEvent } from './channel-events';
import { configOf, ownCapabilities } from './channel-json';

/** The two event types a client sends that the SDK also knows: everything else it knows is ours. */
const TYPING_EVENTS: ReadonlySet<string> = new Set(['typing.start', 'typing.stop']);

/** `message`, `channel`, `user`, … : the namespaces of the events the SDK acts on. */
const RESERVED_NAMESPACES: ReadonlySet<string> = new Set(
  Object.keys(EVENT_MAP).map((type) => type.split('.')[0] ?? type),
);

/**
 * Whether a client may send an event of this type. The SDK changes its state on the events it
 * knows (a `message.new` adds a message "from" whoever it names), so only typing and custom
 * types outside the SDK's namespaces are a client's to send.
 */
function isClientEventType(type: string): boolean {
  if (TYPING_EVENTS.has(type)) return true;
  return !RESERVED_NAMESPACES.has(type.split('.')[0] ?? '');
}

/** An event as a client sends it; `user_id` / `user` name the sender on server calls. */
export interface ClientEventInput extends Custom {
  type: string;
  parent_id?: string;
  user_id?: string;
  user?: { id: string };
}

/**
 * Relays a client's event. The types the chat service sends itself are refused, and the event's
 * channel, user and time are the server's, whatever the client sent. A `typing.start` that no
 * stop follows gets one on the typist's behalf after the timeout.
 */
export function sendClientEvent(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  event: ClientEventInput,
): Record<string, unknown> {
  if (!isClientEventType(event.type)) {
    throw inputError(`event type ${event.type} is reserved for events the chat service sends`);
  }
  const user = actingUser(ctx, caller, event.user_id ?? event.user?.id, 'SendEvent');
  const config = configOf(ctx, channel);
  const typing = TYPING_EVENTS.has(event.type);
  if (typing && config.typing_events === false) throw featureDisabled('typing events are disabled');
  if (!typing && config.custom_events === false)
    throw new ApiError(18, 400, 'custom events are disabled');
  const capability = typing ? 'send-typing-events' : 'send-custom-events';
  if (caller.kind === 'user' && !ownCapabilities(ctx, channel, user).includes(capability)) {
    throw notAllowed(`User '${user.id}' is not allowed to send ${event.type} in '${channel.cid}'`);
  }
  const { user_id: _userId, user: _user, ...fields } = event;
  // The server's fields win over the client's.
  const payload = {
    ...fields,
    ...channelEvent(event.type, channel, { user: userJson(ctx, user) }),
  };
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
  return payload;
}
