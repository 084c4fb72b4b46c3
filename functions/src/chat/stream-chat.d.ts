/** Custom channel fields Crewspace stores on Stream channels (see common/src/chat.ts). */
import 'stream-chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    name?: string;
    kind?: 'Direct' | 'Group' | 'Workspace' | 'Community';
    workspaceId?: string;
    privacy?: 'public' | 'private' | 'apply';
  }
}
