import {
  TEST_PORTS,
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
} from '@crewspace/common/local-config';
import { StreamChat } from 'stream-chat';

/** A server-side client of the chat emulator that the integration setup starts. */
export function chatServerClient(): StreamChat {
  return new StreamChat(LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET, {
    baseURL: `http://127.0.0.1:${TEST_PORTS.chat}`,
  });
}
