/**
 * Crewspace's custom channel fields, typed by module augmentation of `stream-chat`
 * (GetStream/stream-chat-react: examples/tutorial/src/2-core-component-setup/stream-chat.d.ts).
 */
import type { ChannelPrivacy } from '@crewspace/common/chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    /** Display name of the channel (Group, Workspace, Community). */
    name?: string;
    /**
     * Set by the server on the workspace `team` channel (channel id = workspace id). A channel's
     * kind comes from its type and id (`kindOfChannel`), never from a custom field.
     */
    workspaceId?: string;
    /** Community channels only: who may join. */
    privacy?: ChannelPrivacy;
  }
}
