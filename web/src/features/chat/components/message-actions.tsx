/**
 * The message menu, less Pin where the user may not pin, plus "Make a task" where the user may
 * make tasks (message-tasks.tsx). stream-chat-react offers Pin to everyone
 * (its filter checks no `pin-message` capability) and its pin handler swallows the service's
 * refusal, so a viewer or a workspace channel's member saw "Message pinned" for a pin that never
 * happened. The chat page puts this in the library's place (WithComponents, MessageActions).
 */
import {
  defaultMessageActionSet,
  MessageActions,
  useChannelStateContext,
  type MessageActionSetItem,
} from 'stream-chat-react';
import { MakeTaskAction, useTaskWorkspace } from './message-tasks';

const WITHOUT_PIN = defaultMessageActionSet.filter(
  (action) => !('type' in action) || action.type !== 'pin',
);

const MAKE_TASK: MessageActionSetItem = {
  type: 'makeTask',
  placement: 'dropdown',
  Component: MakeTaskAction,
};

export function ChatMessageActions() {
  const { channelCapabilities = {} } = useChannelStateContext('ChatMessageActions');
  const { canMake } = useTaskWorkspace();
  const actions = channelCapabilities['pin-message'] ? defaultMessageActionSet : WITHOUT_PIN;
  return <MessageActions messageActionSet={canMake ? [...actions, MAKE_TASK] : actions} />;
}
