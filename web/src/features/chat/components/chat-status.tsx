/** The chat area's connection indicator, error and the two banners (hidden until triggered). */
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { formatResumeTime } from './format-resume-time';
import { useChat, type ConnectionState } from '../state/chat-provider';
import styles from './chat.module.css';

const CONNECTION_LABEL: Record<ConnectionState, string> = {
  disconnected: 'Disconnected',
  connecting: 'Connecting…',
  connected: 'Connected',
  offline: 'Offline, reconnecting…',
};

const CONNECTION_TONE = {
  disconnected: 'danger',
  connecting: 'neutral',
  connected: 'success',
  offline: 'warning',
} as const;

export function ConnectionIndicator() {
  const { connection } = useChat();
  return (
    <span role="status" aria-live="polite" data-connection={connection}>
      <Badge tone={CONNECTION_TONE[connection]}>{CONNECTION_LABEL[connection]}</Badge>
    </span>
  );
}

export function ChatBanners() {
  const { error, rateLimit, breaker } = useChat();
  return (
    <div className={styles.banners}>
      {error ? (
        <Alert tone="error" title="Chat is unavailable">
          {error}
        </Alert>
      ) : null}
      {rateLimit ? (
        <div data-testid="rate-limit-banner">
          <Alert tone="warning" title="Slow down">
            You are sending too fast. You can send again at {formatResumeTime(rateLimit.resumeAt)}.
          </Alert>
        </div>
      ) : null}
      {breaker.status === 'open' ? (
        <div data-testid="circuit-breaker-banner">
          <Alert tone="warning" title="Chat is having trouble">
            Sending is paused after repeated failures. Retrying at{' '}
            {formatResumeTime(breaker.retryAt)}.
          </Alert>
        </div>
      ) : null}
    </div>
  );
}
