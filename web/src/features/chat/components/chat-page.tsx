/**
 * The /chat route, lazy-loaded so stream-chat-react and its CSS load only when chat is opened.
 * Stock stream-chat-react components; our own parts are the grouped channel list, the create and
 * settings panels, the connection indicator and the banners.
 */
import 'stream-chat-react/dist/css/index.css';
import {
  memo,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ChannelSort, StreamChat, Channel as StreamChannel } from 'stream-chat';
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
import { useStableHandlers } from '@/lib/use-stable-handlers';
import { ChannelGroups, type ChannelGroupsProps } from './channel-groups';
import { withChannelFirst } from './channel-list-shape';
import { ChannelListFrame, ChannelListLink } from './channel-list-item';
import { ChannelDraftsContext, useChannelDrafts, useDraftsOfChannels } from '../api/use-drafts';
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

/** The grouped list, with group badges from the store's live unread counts, and draft marks. */
function LiveChannelGroups(props: Omit<ChannelGroupsProps, 'unreadCounts' | 'drafts'>) {
  const unreadCounts = useChatState((state) => state.unreadCounts);
  const drafts = useDraftsOfChannels();
  return <ChannelGroups {...props} unreadCounts={unreadCounts} drafts={drafts} />;
}

/** Pinned channels first (the list re-sorts when the user pins or unpins), then by activity. */
const CHANNEL_SORT: ChannelSort = [{ pinned_at: -1 }, { last_message_at: -1 }];

/**
 * The list of the user's channels. The create bar is its header, so it can add to the list;
 * the rows are links with our one channel actions menu (channel-list-item.tsx).
 */
function ChannelSidebarList({ me, initialChannelId }: { me: string; initialChannelId?: string }) {
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
          <LiveChannelGroups channels={channels} renderPreview={renderPreview} />
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

/** Keeps the drafts current; a saved draft re-renders what reads them, not `children`. */
function ChannelDraftsProvider({ client, children }: { client: StreamChat; children: ReactNode }) {
  const drafts = useChannelDrafts(client);
  return <ChannelDraftsContext value={drafts}>{children}</ChannelDraftsContext>;
}

const LAYOUT_COMPONENTS = { EmptyStateIndicator: EmptyState };

interface ChatLayoutProps {
  client: StreamChat;
  me: string;
  initialChannelId?: string;
  view: 'list' | 'channel';
  onPick: (event: MouseEvent) => void;
  onBack: () => void;
}

/**
 * The channel list and the open channel. Rendered again only when its props change: the
 * library's WithComponents makes a new context for every render, and all of the chat below
 * (every message) then draws again.
 */
const ChatLayout = memo(function ChatLayout({
  client,
  me,
  initialChannelId,
  view,
  onPick,
  onBack,
}: ChatLayoutProps) {
  return (
    <ChannelDraftsProvider client={client}>
      <WithComponents overrides={LAYOUT_COMPONENTS}>
        <div className={styles.layout} data-view={view}>
          <aside className={styles.sidebar} aria-label="Channels" onClick={onPick}>
            <ChannelSidebarList me={me} initialChannelId={initialChannelId} />
          </aside>
          <section className={styles.main} aria-label="Conversation">
            <ChannelPane onBack={onBack} />
          </section>
        </div>
      </WithComponents>
    </ChannelDraftsProvider>
  );
});

export default function ChatPage() {
  const { client, connection, store } = useChat();
  const { theme } = useTheme();
  const targets = useChatTargetRequests();
  // A link (`/chat?channel=…&message=…`) opens its channel, else the channel used last reopens;
  // ChannelList takes a channel id, not a cid, and fetches a channel it has not listed.
  const [initialChannelId] = useState(
    () => targets.arrival?.channelId ?? store.getState().lastActiveChannels[0]?.split(':')[1],
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
  const layoutHandlers = useStableHandlers({
    showChannelOnPick: (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('.str-chat__channel-list-item, .str-chat__search-result'))
        setView('channel');
    },
    showList: () => setView('list'),
  });
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
              client={client}
              me={me}
              initialChannelId={initialChannelId}
              view={view}
              onPick={layoutHandlers.showChannelOnPick}
              onBack={layoutHandlers.showList}
            />
          </ChatTargetProvider>
        </Chat>
      )}
    </div>
  );
}
