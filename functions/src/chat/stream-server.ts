import { StreamChat } from 'stream-chat';
import { streamApiKey, streamApiSecret, streamBaseUrl } from '../config';

let client: StreamChat | undefined;

/** The server-side Stream client, created on first use (params are only readable at run time). */
export function streamServer(): StreamChat {
  if (!client) {
    const baseURL = streamBaseUrl.value() || undefined;
    client = new StreamChat(streamApiKey.value(), streamApiSecret.value(), {
      ...(baseURL ? { baseURL } : {}),
      timeout: 5000,
    });
  }
  return client;
}
