import { ErrorFromResponse } from 'stream-chat';
import { ApiError } from '@/lib/firebase/errors';
import { describeChatError } from './chat-errors';

function streamError(code: number | null, message: string) {
  return new ErrorFromResponse(message, {
    code,
    status: 403,
    response: {} as ErrorFromResponse<unknown>['response'],
  });
}

describe('describeChatError', () => {
  it("words the chat service's codes and never shows its developer message", () => {
    const refused = streamError(
      17,
      'StreamChat error code 17: UpdateChannel failed with error: "user \'bob\' is not allowed"',
    );
    expect(describeChatError(refused, 'Could not rename the channel.')).toBe(
      'You do not have the right to do that in this channel.',
    );
    expect(describeChatError(streamError(16, 'StreamChat error code 16: gone'), 'x')).toBe(
      'It no longer exists.',
    );
    expect(
      describeChatError(streamError(null, 'StreamChat error HTTP code: 500'), 'Could not.'),
    ).toBe('Could not.');
  });

  it("keeps our API's words for its refusals", () => {
    const answer = new ApiError('http', 'This user has no pending join request.', 409);
    expect(describeChatError(answer, 'Could not answer the join request.')).toBe(
      'This user has no pending join request.',
    );
  });
});
