/** Small sums the scale bench's measurements share. */
import type { ReceivedMessage } from '../../fixtures/firestore-responses';

/** Documents delivered and bytes received in a set of Firestore answers. */
export function documentsAndBytes(messages: readonly ReceivedMessage[]) {
  return {
    documents: messages.filter((message) => message.document).length,
    bytes: messages.reduce((sum, message) => sum + message.bytes, 0),
  };
}

/** Runs `work` and says how long it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}
