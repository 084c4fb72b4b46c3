/**
 * The message menu, less Pin where the user may not pin. stream-chat-react offers Pin to everyone
 * (its filter checks no `pin-message` capability) and its pin handler swallows the service's
 * refusal, so a viewer or a workspace channel's member saw "Message pinned" for a pin that never
 * happened. The chat page puts this in the library's place (WithComponents, MessageActions).
 */
import { defaultMessageActionSet, MessageActions, useChannelStateContext } from 'stream-chat-react';

const WITHOUT_PIN = defaultMessageActionSet.filter(
  (action) => !('type' in action) || action.type !== 'pin',
);

export function ChatMessageActions() {
  const { channelCapabilities = {} } = useChannelStateContext('ChatMessageActions');
  return (
    <MessageActions
      messageActionSet={channelCapabilities['pin-message'] ? defaultMessageActionSet : WITHOUT_PIN}
    />
  );
}
