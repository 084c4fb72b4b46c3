/** Custom fields the conformance tests put on channels and messages (Crewspace uses the same). */
import 'stream-chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    name?: string;
    image?: string;
    kind?: string;
    team?: string;
    workspaceId?: string;
    privacy?: 'public' | 'private' | 'apply';
    topic?: string;
    color?: string;
  }
  interface CustomMessageData {
    priority?: string;
  }
}
