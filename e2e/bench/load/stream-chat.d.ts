/** Custom channel fields Crewspace stores on chat channels (see common/src/chat.ts). */
import 'stream-chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    name?: string;
    kind?: 'Direct' | 'Group' | 'Workspace' | 'Community';
    workspaceId?: string;
  }
}
