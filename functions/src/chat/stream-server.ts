import { StreamChat } from 'stream-chat';
import { streamApiKey, streamApiSecret, streamBaseUrl } from '../config';

let client: StreamChat | undefined;

/** A server-side client of the chat service at `baseURL` (Stream itself when absent). */
export function streamServerAt(apiKey: string, apiSecret: string, baseURL?: string): StreamChat {
  return new StreamChat(apiKey, apiSecret, { ...(baseURL ? { baseURL } : {}), timeout: 5000 });
}

/** The server-side Stream client, created on first use (params are only readable at run time). */
export function streamServer(): StreamChat {
  client ??= streamServerAt(
    streamApiKey.value(),
    streamApiSecret.value(),
    streamBaseUrl.value() || undefined,
  );
  return client;
}
