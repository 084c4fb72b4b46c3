/**
 * Tasks made from chat messages: each message shows its tasks (a chip with the task's state,
 * under the message), and its menu offers "Make a task" to those who may make tasks in the
 * workspace the task goes to: a workspace channel's own, else the workspace the user is in.
 */
import { hasWorkspaceRight } from '@crewspace/common/permissions';
import { sourceExcerpt } from '@crewspace/common/task-model';
import { createContext, useContext, useState } from 'react';
import {
  ContextMenuButton,
  MessageUI,
  useChannelStateContext,
  useContextMenuContext,
  useMessageContext,
} from 'stream-chat-react';
import { LazyMakeTaskDialog, SourceTaskChips, suggestedTitle } from '@/features/tasks';
import { useWorkspace } from '@/features/workspaces';
import styles from './chat.module.css';

interface TaskWorkspace {
  workspaceId: string | null;
  /** Whether the user may make tasks there (viewers and non-members may not). */
  canMake: boolean;
}

/** The workspace a task made in the open channel goes to, and whether the user may make one. */
export function useTaskWorkspace(): TaskWorkspace {
  const { channel } = useChannelStateContext('useTaskWorkspace');
  const { currentId, memberships } = useWorkspace();
  const workspaceId = channel.data?.workspaceId ?? currentId;
  const member = memberships.find((each) => each.workspaceId === workspaceId);
  return {
    workspaceId,
    canMake: !!member && !member.suspended && hasWorkspaceRight(member.role, 'editMessages'),
  };
}

/** Opens the dialog for the message whose menu was used (the menu closes when it opens). */
const MakeTaskContext = createContext<(() => void) | null>(null);

/** The message's menu item "Make a task". */
export function MakeTaskAction() {
  const open = useContext(MakeTaskContext);
  const { closeMenu } = useContextMenuContext();
  return (
    <ContextMenuButton
      className="str-chat__message-actions-list-item-button"
      onClick={() => {
        closeMenu();
        open?.();
      }}
    >
      Make a task
    </ContextMenuButton>
  );
}

/** The stock message, its tasks under it, and the make-a-task dialog when its menu asks. */
export function ChatMessage() {
  const { message, isMyMessage } = useMessageContext('ChatMessage');
  const { channel } = useChannelStateContext('ChatMessage');
  const { workspaceId } = useTaskWorkspace();
  const [making, setMaking] = useState(false);
  const uid = channel.getClient().userID ?? '';
  return (
    <MakeTaskContext.Provider value={() => setMaking(true)}>
      <MessageUI />
      {message.type === 'regular' || message.type === 'reply' ? (
        <div className={isMyMessage() ? styles.messageTasksMine : styles.messageTasks}>
          <SourceTaskChips
            workspaceId={workspaceId}
            item={{ kind: 'message', cid: channel.cid, messageId: message.id }}
            label="Tasks from this message"
          />
        </div>
      ) : null}
      {making && workspaceId ? (
        <LazyMakeTaskDialog
          workspaceId={workspaceId}
          uid={uid}
          title={suggestedTitle(message.text ?? '')}
          source={{
            kind: 'message',
            ref: { cid: channel.cid, messageId: message.id },
            excerpt: sourceExcerpt(message.text ?? ''),
          }}
          onClose={() => setMaking(false)}
        />
      ) : null}
    </MakeTaskContext.Provider>
  );
}
