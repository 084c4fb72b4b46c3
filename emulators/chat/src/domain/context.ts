import type { Fanout } from './events/fanout';
import type { TypingTimers } from './events/typing';
import type { RateLimiter } from '../http/rate-limit';
import type { Store } from '../state/store';
import type { WebhookSender } from './webhooks/webhook-sender';
import type { Connections } from '../state/connections';

/** What every route module works with: state, open connections and event delivery (sockets, webhook). */
export interface EmulatorContext {
  store: Store;
  connections: Connections;
  fanout: Fanout;
  limiter: RateLimiter;
  typing: TypingTimers;
  webhooks: WebhookSender;
  /** Where uploaded files are kept (`<dataDir>/uploads`). */
  uploadsDir: string;
}
