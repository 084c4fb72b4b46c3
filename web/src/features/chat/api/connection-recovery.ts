/**
 * Two gaps in stream-chat's own recovery from a dropped connection, closed for one client.
 *
 * - **Long-poll stops for good.** With `enableWSFallback`, a poll that fails because the service
 *   cannot be reached rejects with an AxiosError whose `code` is 'ERR_NETWORK'; the SDK's
 *   connection_fallback.ts takes any error with a `code` for an API answer, finds it not
 *   retryable and closes the transport. Only the browser's `online` event reopens it, and a
 *   service that restarts (or a proxy that drops the request) fires none: the chat would say
 *   "Offline, reconnecting…" forever. Here a closed long-poll transport is reopened with growing
 *   pauses until it connects.
 * - **Fire-and-forget requests.** The SDK starts some requests without awaiting them (state
 *   recovery after a long-poll reconnect, a reconnect after an unknown connection id). One that
 *   goes out while the service is unreachable rejects with nobody listening: an uncaught error
 *   in the page for a loss the connection status already shows and the reconnect repairs (it
 *   queries the channels again). Those rejections — requests to this client's service that got
 *   no answer, nothing else — are marked handled.
 */
import type { StreamChat } from 'stream-chat';

/** Pauses before each attempt to reopen the long-poll transport; the last one repeats. */
const LONG_POLL_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000] as const;

/** connection_fallback.ts's ConnectionState.Closed: the transport has stopped polling. */
const CLOSED = 'CLOSED';

/** Reopens `client`'s long-poll transport whenever it closes; returns the teardown. */
export function reopenClosedLongPoll(client: StreamChat): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const attempt = () => {
    timer = undefined;
    const transport = client.wsFallback;
    if (stopped || !transport || (transport.state as string) !== CLOSED) return;
    transport.connect(true).then(
      () => {
        failures = 0;
      },
      () => schedule(),
    );
  };
  const schedule = () => {
    if (stopped || timer) return;
    const pause = LONG_POLL_RETRY_MS[Math.min(failures, LONG_POLL_RETRY_MS.length - 1)];
    failures += 1;
    timer = setTimeout(attempt, pause);
  };

  const listener = client.on('connection.changed', (event) => {
    if (event.online === false) schedule();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    listener.unsubscribe();
  };
}

/** The parts of an AxiosError (the SDK's request errors) read here. */
interface RequestError {
  isAxiosError?: unknown;
  response?: unknown;
  config?: { url?: unknown };
}

/**
 * True for a request to `baseURL` that got no answer (the service could not be reached, or the
 * connection dropped): an AxiosError without a response. An answer, even an error, is not one.
 */
export function isLostChatRequest(reason: unknown, baseURL: string): boolean {
  if (!baseURL || typeof reason !== 'object' || reason === null) return false;
  const { isAxiosError, response, config } = reason as RequestError;
  return (
    isAxiosError === true &&
    response === undefined &&
    typeof config?.url === 'string' &&
    config.url.startsWith(baseURL)
  );
}

/** Marks the SDK's unawaited requests lost to a dropped connection as handled; returns the teardown. */
export function absorbLostChatRequests(client: StreamChat): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isLostChatRequest(event.reason, client.baseURL ?? '')) event.preventDefault();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}
