/**
 * The /chat route, lazy-loaded so stream-chat-react and its CSS load only when chat is opened.
 * Stock stream-chat-react components; our own parts are the grouped channel list, the create and
 * settings panels, the connection indicator and the banners.
 */
import 'stream-chat-react/dist/css/index.css';
import { useEffect, useMemo, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import type { ChannelSort, Channel as StreamChannel } from 'stream-chat';
import {
  Channel,
  ChannelList,
  Chat,
  MessageComposer,
  MessageList,
  Thread,
  Window,
  WithComponents,
  useChannelListContext,
  useChannelStateContext,
  useChatContext,
} from 'stream-chat-react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useTheme } from '@/features/theme';
import { ChannelGroups, type ChannelGroupsProps } from './channel-groups';
import { ChannelHeaderBar } from './channel-header';
import { withChannelFirst } from './channel-list-shape';
import { ChannelListFrame, ChannelListLink } from './channel-list-item';
import { ChannelMenu } from './channel-menu';
import { useChannelDrafts, useRestoreDraft, type ChannelDrafts } from './drafts';
import { PinnedMessages } from './pinned-messages';
import { ThreadHeader } from './thread-header';
import { useCapabilitiesFollowOwnRole, useLiveChannel } from './channel-live';
import { ChannelSettings } from './channel-settings';
import { ChatMessageActions } from './message-actions';
import { chatI18n } from './chat-i18n';
import { EmptyState } from './empty-state';
import { renderMessageText } from './message-text';
import { ChatBanners, ConnectionIndicator } from './chat-status';
import { useChat, useChatState } from './chat-provider';
import { createChatSearch } from './chat-search';
import {
  ChatTargetProvider,
  FollowChatTarget,
  ShowTargetMessage,
  useChatTargetRequests,
} from './chat-target';
import { CommunityDirectory } from './community-directory';
import { ChatSearchSourceResults } from './search-results';
import { CreateChannelPanel, type CreateKind } from './create-channel-panel';
import styles from './chat.module.css';

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

/**
 * The stock composer does not read `send-message`; without it (viewers, outsiders of a
 * community, frozen channels) the user gets a note instead of a box whose sends would be refused.
 * Capabilities are read live: the context's copy misses a role changed while the channel is open.
 */
function Composer({ drafts }: { drafts: ChannelDrafts }) {
  const { channel } = useChannelStateContext('Composer');
  const { connection } = useChat();
  useCapabilitiesFollowOwnRole(channel);
  const { capabilities } = useLiveChannel(channel);
  useRestoreDraft(channel, channel.cid in drafts);
  // Disconnected, a message would show as sent and then fail: nothing is offered that cannot be
  // delivered. The unsent text waits in the composer (and its draft) until the chat reconnects.
  if (connection !== 'connected') {
    return (
      <p className={styles.readOnly} role="note">
        You are offline. Messages can be sent again once the chat reconnects.
      </p>
    );
  }
  // The unsent text stays with the channel's composer when another channel opens (it is saved as
  // a draft as well), instead of the stock clear-on-unmount racing the draft being read back.
  if (capabilities.includes('send-message')) return <MessageComposer preventClearingOnUnmount />;
  return (
    <p className={styles.readOnly} role="note">
      You can read this channel but not send messages in it.
    </p>
  );
}

/**
 * The open channel's header: on a narrow screen a back control to the list, and one menu with
 * the pinned messages, the settings and the user's own pin / archive / mute / hide.
 */
function ChannelTop({ onBack }: { onBack: () => void }) {
  const { channel } = useChannelStateContext('ChannelTop');
  const [panel, setPanel] = useState<'settings' | 'pinned' | null>(null);
  return (
    <>
      <ChannelHeaderBar
        start={
          <button type="button" className={styles.backButton} onClick={onBack}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">Back to channels</span>
          </button>
        }
        actions={
          <ChannelMenu
            channel={channel}
            items={[
              { label: 'Pinned messages', onSelect: () => setPanel('pinned') },
              { label: 'Channel settings', onSelect: () => setPanel('settings') },
            ]}
          />
        }
      />
      {panel === 'settings' ? <ChannelSettings onClose={() => setPanel(null)} /> : null}
      {panel === 'pinned' ? <PinnedMessages onClose={() => setPanel(null)} /> : null}
    </>
  );
}

/**
 * A thread's stock composer while the chat is disconnected: the reply can be typed (and waits
 * there) but neither Enter nor a send button posts it.
 */
const OFFLINE_THREAD_COMPOSER = {
  hideSendButton: true,
  shouldSubmit: () => false,
  additionalTextareaProps: { placeholder: 'Offline: replies can be sent once the chat reconnects' },
} as const;

/** A thread's replies read as the channel's messages do. */
const THREAD_MESSAGE_LIST = { renderText: renderMessageText } as const;

function ChannelPane({ drafts, onBack }: { drafts: ChannelDrafts; onBack: () => void }) {
  const { connection } = useChat();
  return (
    <WithComponents overrides={{ ThreadHeader, MessageActions: ChatMessageActions }}>
      <Channel>
        <ShowTargetMessage />
        <Window>
          <ChannelTop onBack={onBack} />
          <MessageList renderText={renderMessageText} />
          <Composer drafts={drafts} />
        </Window>
        <Thread
          additionalMessageListProps={THREAD_MESSAGE_LIST}
          {...(connection === 'connected'
            ? {}
            : { additionalMessageComposerProps: OFFLINE_THREAD_COMPOSER })}
        />
      </Channel>
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
  const searchController = useMemo(() => (client ? createChatSearch(client) : undefined), [client]);

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
