/** The channel list grouped by kind (Direct, Group, Workspace, Community) with unread badges. */
import { CHAT_KINDS, type ChatKind } from '@crewspace/common/chat';
import type { ReactNode } from 'react';
import type { Channel } from 'stream-chat';
import { Badge } from '@/components/ui/badge';
import { kindOfChannel } from './chat-store';
import styles from './chat.module.css';

const GROUP_TITLE: Record<ChatKind, string> = {
  Direct: 'Direct messages',
  Group: 'Groups',
  Workspace: 'Workspace',
  Community: 'Communities',
};

export interface ChannelGroupsProps {
  /** The channels ChannelList loaded, in its order. */
  channels: Channel[];
  /** ChannelList's preview renderer for one channel. */
  renderPreview: (channel: Channel) => ReactNode;
  /** Live unread counts per cid (chat store); a channel missing here uses the SDK's count. */
  unreadCounts?: Record<string, number>;
}

export function ChannelGroups({ channels, renderPreview, unreadCounts = {} }: ChannelGroupsProps) {
  const groups = new Map<ChatKind, Channel[]>(CHAT_KINDS.map((kind) => [kind, []]));
  for (const channel of channels) groups.get(kindOfChannel(channel))?.push(channel);
  return (
    <>
      {CHAT_KINDS.map((kind) => {
        const list = groups.get(kind) ?? [];
        if (!list.length) return null;
        const unread = list.reduce(
          (sum, channel) => sum + (unreadCounts[channel.cid] ?? channel.countUnread()),
          0,
        );
        return (
          <section key={kind} className={styles.group} aria-label={GROUP_TITLE[kind]}>
            <h2 className={styles.groupTitle}>
              {GROUP_TITLE[kind]}
              {unread > 0 ? (
                <Badge tone="danger">
                  <span aria-label={`${unread} unread`}>{unread}</span>
                </Badge>
              ) : null}
            </h2>
            {list.map((channel) => (
              <div key={channel.cid}>{renderPreview(channel)}</div>
            ))}
          </section>
        );
      })}
    </>
  );
}
