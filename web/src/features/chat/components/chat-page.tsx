/**
 * The /chat route, lazy-loaded so stream-chat-react and its CSS load only when chat is opened.
 * Stock stream-chat-react components; our own parts are the grouped channel list, the create and
 * settings panels, the connection indicator and the banners.
 */
import 'stream-chat-react/dist/css/index.css';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import type { ChannelSort, Channel as StreamChannel } from 'stream-chat';
import {
  ChannelList,
  Chat,
  WithComponents,
  useChannelListContext,
  useChatContext,
} from 'stream-chat-react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useTheme } from '@/features/theme';
import { ChannelGroups, type ChannelGroupsProps } from './channel-groups';
import { withChannelFirst } from './channel-list-shape';
import { ChannelListFrame, ChannelListLink } from './channel-list-item';
import { useChannelDrafts, type ChannelDrafts } from '../api/use-drafts';
import { chatI18n } from './chat-i18n';
import { EmptyState } from './empty-state';
import { ChatBanners, ConnectionIndicator } from './chat-status';
import { useChat, useChatState } from '../state/chat-provider';
import { useChatSearch } from '../api/use-chat-search';
import { ChatTargetProvider, FollowChatTarget, useChatTargetRequests } from './chat-target';
import { CommunityDirectory } from './community-directory';
import { ChatSearchSourceResults } from './search-results';
import { CreateChannelPanel, type CreateKind } from './create-channel-panel';
import styles from './chat.module.css';
import { ChannelPane } from './channel-pane';

/**
 * Keeps the store's activeChannelId (and the last-active list) in step with the open channel,
 * and calls `onSwitched` when the user moves from one channel to another (not for the channel
 * opened on arrival).
 */
function ActiveChannelTracker({ onSwitched }: { onSwitched: () => void }) {
  const { channel } = useChatContext('ActiveChannelTracker');
  const { dispatch } = useChat();
  const cid = channel?.cid ?? null;
  const previous = useRef<string | null>(null);
  const switched = useRef(onSwitched);
  useEffect(() => {
    switched.current = onSwitched;
  });
  useEffect(() => {
    dispatch({ type: 'activeChannelSet', cid });
    if (previous.current && cid && previous.current !== cid) switched.current();
    if (cid) previous.current = cid;
  }, [cid, dispatch]);
  useEffect(() => () => dispatch({ type: 'activeChannelSet', cid: null }), [dispatch]);
  return null;
}

/** The grouped list, with group badges from the store's live unread counts. */
function LiveChannelGroups(props: Omit<ChannelGroupsProps, 'unreadCounts'>) {
  const unreadCounts = useChatState((state) => state.unreadCounts);
  return <ChannelGroups {...props} unreadCounts={unreadCounts} />;
}

/** Pinned channels first (the list re-sorts when the user pins or unpins), then by activity. */
const CHANNEL_SORT: ChannelSort = [{ pinned_at: -1 }, { last_message_at: -1 }];

/**
 * The list of the user's channels. The create bar is its header, so it can add to the list;
 * the rows are links with our one channel actions menu (channel-list-item.tsx).
 */
function ChannelSidebarList({
  me,
  initialChannelId,
  drafts,
}: {
  me: string;
  initialChannelId?: string;
  drafts: ChannelDrafts;
}) {
  return (
    <WithComponents
      overrides={{
        ChannelListHeader: ChannelListTop,
        ChannelListUI: ChannelListFrame,
        ChannelListItemUI: ChannelListLink,
        // Typed without props in the library's slot list, though it is given its source.
        SearchSourceResults: ChatSearchSourceResults as ComponentType,
      }}
    >
      <ChannelList
        filters={{ members: { $in: [me] } }}
        sort={CHANNEL_SORT}
        options={{ limit: 30, state: true, watch: true, presence: true }}
        showChannelSearch
        customActiveChannel={initialChannelId}
        renderChannels={(channels, renderPreview) => (
          <LiveChannelGroups channels={channels} renderPreview={renderPreview} drafts={drafts} />
        )}
      />
    </WithComponents>
  );
}

/** The list's header: the create bar, and what opens each chat link and search result. */
function ChannelListTop() {
  return (
    <>
      <FollowChatTarget />
      <CreateChannel />
    </>
  );
}

/** New direct / group / community and Browse, above the channel list. */
function CreateChannel() {
  const { client, setActiveChannel } = useChatContext('CreateChannel');
  const { setChannels } = useChannelListContext();
  const me = client.userID ?? '';

  const [kind, setKind] = useState<CreateKind | 'Browse' | null>(null);
  const open = (channel: StreamChannel) => {
    setKind(null);
    setChannels((channels) => withChannelFirst(channels, channel));
    setActiveChannel(channel);
  };
  return (
    <div className={styles.createBar}>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => setKind('Direct')}>
          New direct
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setKind('Group')}>
          New group
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setKind('Community')}>
          New community
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setKind('Browse')}>
          Browse communities
        </Button>
      </div>
      {kind === 'Browse' ? (
        <CommunityDirectory client={client} me={me} onJoined={open} onClose={() => setKind(null)} />
      ) : kind ? (
        <CreateChannelPanel
          key={kind}
          kind={kind}
          client={client}
          me={me}
          onCancel={() => setKind(null)}
          onCreated={open}
        />
      ) : null}
    </div>
  );
}

interface ChatLayoutProps {
  me: string;
  initialChannelId?: string;
  view: 'list' | 'channel';
  onPick: (event: MouseEvent) => void;
  onBack: () => void;
}

/** The channel list and the open channel; both read what the user has drafted where. */
function ChatLayout({ me, initialChannelId, view, onPick, onBack }: ChatLayoutProps) {
  const { client } = useChatContext('ChatLayout');
  const drafts = useChannelDrafts(client);
  return (
    <WithComponents overrides={{ EmptyStateIndicator: EmptyState }}>
      <div className={styles.layout} data-view={view}>
        <aside className={styles.sidebar} aria-label="Channels" onClick={onPick}>
          <ChannelSidebarList me={me} initialChannelId={initialChannelId} drafts={drafts} />
        </aside>
        <section className={styles.main} aria-label="Conversation">
          <ChannelPane drafts={drafts} onBack={onBack} />
        </section>
      </div>
    </WithComponents>
  );
}

export default function ChatPage() {
  const { client, connection } = useChat();
  const { theme } = useTheme();
  const lastActive = useChatState((state) => state.lastActiveChannels[0] ?? null);
  const targets = useChatTargetRequests();
  // A link (`/chat?channel=…&message=…`) opens its channel, else the channel used last reopens;
  // ChannelList takes a channel id, not a cid, and fetches a channel it has not listed.
  const [initialChannelId] = useState(
    () => targets.arrival?.channelId ?? lastActive?.split(':')[1],
  );
  const me = client?.userID;
  // On a narrow screen the list and the open channel are two steps: picking a channel (in the
  // list or the search results) or following a link shows it, the back control shows the list.
  const [view, setView] = useState<'list' | 'channel'>(targets.arrival ? 'channel' : 'list');
  const [viewedTarget, setViewedTarget] = useState(targets.target?.key);
  if (viewedTarget !== targets.target?.key) {
    setViewedTarget(targets.target?.key);
    setView('channel');
  }
  const showChannelOnPick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('.str-chat__channel-list-item, .str-chat__search-result'))
      setView('channel');
  };
  const searchController = useChatSearch(client);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Chat</h1>
        <ConnectionIndicator />
      </header>
      <ChatBanners />
      {!client || !me ? (
        connection === 'connecting' ? (
          <Loading />
        ) : null
      ) : (
        <Chat
          client={client}
          i18nInstance={chatI18n}
          searchController={searchController}
          theme={theme === 'dark' ? 'str-chat__theme-dark' : 'str-chat__theme-light'}
        >
          <ActiveChannelTracker onSwitched={() => setView('channel')} />
          <ChatTargetProvider value={targets}>
            <ChatLayout
              me={me}
              initialChannelId={initialChannelId}
              view={view}
              onPick={showChannelOnPick}
              onBack={() => setView('list')}
            />
          </ChatTargetProvider>
        </Chat>
      )}
    </div>
  );
}
