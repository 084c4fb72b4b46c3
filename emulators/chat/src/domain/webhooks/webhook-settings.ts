/**
 * The app settings that configure webhooks: `webhook_url` (empty: none) and `webhook_events`
 * (the event types to send; `null` or empty: every type), set with `updateAppSettings`.
 */
import { z } from 'zod';
import type { Custom } from '../../state/types';
import type { WebhookTarget } from './webhook-sender';

export const webhookSettingsSchema = z.looseObject({
  webhook_url: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'webhook_url must be an http(s) URL' }),
    ])
    .optional(),
  webhook_events: z.array(z.string().min(1)).nullable().optional(),
});

/**
 * Settings a user token does not see in `GET /app` (the emulator's choice: Stream does not say
 * which settings a client reads, and where the app's events go is the backend's business).
 */
export const SERVER_ONLY_APP_SETTINGS: readonly string[] = [
  'webhook_url',
  'webhook_events',
  'event_hooks',
];

/** Where the app's webhook events go, or null when no webhook is set. */
export function webhookTarget(app: Custom): WebhookTarget | null {
  const url = typeof app.webhook_url === 'string' ? app.webhook_url : '';
  if (!url) return null;
  const events = Array.isArray(app.webhook_events)
    ? app.webhook_events.filter((type): type is string => typeof type === 'string')
    : null;
  return { url, events };
}
