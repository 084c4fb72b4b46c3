/**
 * The channel list: channels the user pinned on top, then grouped by kind (Direct, Group,
 * Workspace, Community) with an unread badge per group, and the archived ones last under a
 * collapsed "Archived". Each channel shows how many unread messages mention the user, and
 * "Draft" while the user has unsent text there.
 */
import { CHAT_KINDS, type ChatKind } from '@crewspace/common/chat';
import { useId, type ReactNode } from 'react';
import type { Channel } from 'stream-chat';
import { Badge } from '@/components/ui/badge';
import { kindOfChannel } from '../state/chat-store';
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
  /** cid → unsent text of the user's draft there. */
  drafts?: Record<string, string>;
}

type Section = 'Pinned' | ChatKind | 'Archived';

function sectionOf(channel: Channel): Section {
  const membership = channel.state.membership;
  if (membership.archived_at) return 'Archived';
  if (membership.pinned_at) return 'Pinned';
  return kindOfChannel(channel);
}

export function ChannelGroups({
  channels,
  renderPreview,
  unreadCounts = {},
  drafts = {},
}: ChannelGroupsProps) {
  const sections = new Map<Section, Channel[]>();
  for (const channel of channels) {
    const section = sectionOf(channel);
    sections.set(section, [...(sections.get(section) ?? []), channel]);
  }
  const unreadOf = (list: Channel[]) =>
    list.reduce((sum, channel) => sum + (unreadCounts[channel.cid] ?? channel.countUnread()), 0);
  const items = (list: Channel[]) => (
    <ul className={styles.channelItems}>
      {list.map((channel) => (
        <li key={channel.cid} className={styles.item}>
          {renderPreview(channel)}
          {channel.cid in drafts ? (
            <span className={styles.draftMark} title={drafts[channel.cid]}>
              Draft
            </span>
          ) : null}
          <MentionBadge count={channel.countUnreadMentions()} />
        </li>
      ))}
    </ul>
  );
  const archived = sections.get('Archived') ?? [];
  return (
    <>
      {(['Pinned', ...CHAT_KINDS] as const).map((section) => {
        const list = sections.get(section) ?? [];
        if (!list.length) return null;
        return (
          <Group
            key={section}
            title={section === 'Pinned' ? 'Pinned' : GROUP_TITLE[section]}
            unread={unreadOf(list)}
          >
            {items(list)}
          </Group>
        );
      })}
      {archived.length ? (
        <details className={styles.group}>
          <summary className={styles.groupTitle}>Archived ({archived.length})</summary>
          <section aria-label="Archived">{items(archived)}</section>
        </details>
      ) : null}
    </>
  );
}

/** A titled group of the list; its name is the title alone, not the unread count beside it. */
function Group({
  title,
  unread,
  children,
}: {
  title: string;
  unread: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 className={styles.groupTitle}>
        <span id={titleId}>{title}</span>
        {unread > 0 ? (
          <Badge tone="danger">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{unread} unread</span>
          </Badge>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

function MentionBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} unread ${count === 1 ? 'mention' : 'mentions'}`;
  return (
    <span className={styles.mentions} title={label}>
      <span aria-hidden="true">@{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
