import type { Fanout } from './events/fanout';
import type { TypingTimers } from './events/typing';
import type { RateLimiter } from './rate-limit';
import type { Store } from './state/store';
import type { Connections } from './ws/connections';

/** What every route module works with: state, open connections and event delivery. */
export interface EmulatorContext {
  store: Store;
  connections: Connections;
  fanout: Fanout;
  limiter: RateLimiter;
  typing: TypingTimers;
  /** Where uploaded files are kept (`<dataDir>/uploads`). */
  uploadsDir: string;
}
