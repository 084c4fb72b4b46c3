import type { Connections } from '../state/connections';
import type { Store } from '../state/store';
import type { Fanout } from './events/fanout';
import type { TypingTimers } from './events/typing';
import type { WebhookSender } from './webhooks/webhook-sender';

/** What every rule works with: the state, open connections and event delivery (sockets, webhook). */
export interface EmulatorContext {
  store: Store;
  connections: Connections;
  fanout: Fanout;
  typing: TypingTimers;
  webhooks: WebhookSender;
  /** Where uploaded files are kept (`<dataDir>/uploads`). */
  uploadsDir: string;
}
