/**
 * Crewspace's custom channel fields, typed by module augmentation of `stream-chat`
 * (GetStream/stream-chat-react: examples/tutorial/src/2-core-component-setup/stream-chat.d.ts).
 */
import type { ChannelPrivacy, ChatKind } from '@crewspace/common/chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    /** Display name of the channel (Group, Workspace, Community). */
    name?: string;
    /** Which of the four chat kinds the channel is. */
    kind?: ChatKind;
    /** Set on the workspace `team` channel (channel id = workspace id). */
    workspaceId?: string;
    /** Community channels only: who may join. */
    privacy?: ChannelPrivacy;
  }
}
