/** Stream's message search over the channels the user belongs to, for the palette. */
import { chatChannelPath } from '@crewspace/common/links';
import type { StreamChat } from 'stream-chat';

/** Messages shown for one "Search messages" run. */
export const MESSAGE_RESULT_LIMIT = 10;

export interface MessageHit {
  id: string;
  text: string;
  author: string;
  channelName: string;
  href: string;
}

export async function searchMessages(client: StreamChat, query: string): Promise<MessageHit[]> {
  const uid = client.userID;
  if (!uid) return [];
  const response = await client.search({ members: { $in: [uid] } }, query.trim(), {
    limit: MESSAGE_RESULT_LIMIT,
  });
  return response.results.flatMap(({ message }) => {
    const cid = message.cid ?? message.channel?.cid;
    if (!cid) return [];
    const channel = message.channel as { name?: string } | undefined;
    return [
      {
        id: message.id,
        text: message.text ?? '',
        author: message.user?.name ?? message.user?.id ?? '',
        channelName: channel?.name ?? 'Direct message',
        href: chatChannelPath(cid, message.id),
      },
    ];
  });
}
