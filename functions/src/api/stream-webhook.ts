import {
  MAX_STREAM_WEBHOOK_BYTES,
  streamWebhookRequest,
  type StreamWebhookResponse,
} from '@crewspace/common/api';
import { notifyMentions } from '../chat/mention-notifications';
import { markMessageTasksDeleted } from '../tasks/source-deleted';
import type { StreamWebhookEndpoint } from './endpoint';

/**
 * POST /api/webhooks/stream: the chat service's webhook (signed; see stream-signature.ts). New
 * and edited messages notify the people they newly mention; a deleted message marks the tasks
 * made from it (their source is gone); other events are acknowledged.
 */
export const streamWebhookEndpoint: StreamWebhookEndpoint<
  typeof streamWebhookRequest,
  StreamWebhookResponse
> = {
  authentication: 'stream-signature',
  maxBodyBytes: MAX_STREAM_WEBHOOK_BYTES,
  schema: streamWebhookRequest,
  async handle({ body }) {
    if (!body.handled) return { type: body.type, handled: false, notified: 0 };
    if (body.event.type === 'message.deleted') {
      await markMessageTasksDeleted(body.event);
      return { type: body.event.type, handled: true, notified: 0 };
    }
    return { type: body.event.type, handled: true, notified: await notifyMentions(body.event) };
  },
};
