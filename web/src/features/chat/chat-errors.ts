/**
 * Plain words for a failed chat action. The chat service answers with numbered error codes and
 * a developer's message ("StreamChat error code 17: UpdateChannel failed with error: …"), which
 * is never shown; our API's refusals and Firebase's errors go through describeActionError.
 */
import { ErrorFromResponse } from 'stream-chat';
import { describeActionError } from '@/lib/firebase/action-errors';

/** Stream's error codes a member can meet, in the app's words. */
const STREAM_REASONS: Readonly<Record<number, string>> = {
  4: 'Some of the details were not accepted. Check them and try again.',
  9: 'Too many requests at once. Wait a moment and try again.',
  16: 'It no longer exists.',
  17: 'You do not have the right to do that in this channel.',
};

export function describeChatError(error: unknown, fallback: string): string {
  if (error instanceof ErrorFromResponse) {
    return (error.code !== null && STREAM_REASONS[error.code]) || fallback;
  }
  return describeActionError(error, fallback);
}
