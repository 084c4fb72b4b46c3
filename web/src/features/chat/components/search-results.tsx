/**
 * How chat search shows what it found, through stream-chat-react's search slots. A found message
 * is shown by its own words (an excerpt around the match, the match marked) with who wrote it,
 * where and when, and for a reply the thread it is in; the stock row showed the channel's latest
 * message instead. An empty source takes no room: one line says that nothing matched, once every
 * source has answered with nothing (the stock one stood in each empty source's half of the list).
 */
import { useEffect, useMemo, useReducer, useState } from 'react';
import { formatMessage, type MessageResponse, type SearchSource } from 'stream-chat';
import {
  ChannelAvatar,
  ChannelListItemTimestamp,
  DefaultSearchResultItems,
  SearchSourceResultList,
  SearchSourceResultsContextProvider,
  useChannelPreviewInfo,
  useChatContext,
  useSearchContext,
  useStateStore,
  type SearchSourceResultsProps,
} from 'stream-chat-react';
import { chatChannelPath } from '@crewspace/common/links';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { excerptAround, queryTerms } from '@/lib/text-match';
import { isPlainClick } from './channel-list-item';
import { useChatTargets } from './chat-target';
import { markdownToPlainText } from './message-markdown';
import styles from './chat.module.css';

/** Characters of a found message shown: about two lines of the list. */
const EXCERPT_LENGTH = 90;
/** Characters of the thread's first message named beside a reply. */
const THREAD_NAME_LENGTH = 40;

const queryOf = (state: { searchQuery: string }) => ({ searchQuery: state.searchQuery });

/** The thread's first message, read once per row. */
function useThreadStart(parentId: string | undefined): string | null {
  const { client } = useChatContext('useThreadStart');
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!parentId) return;
    let current = true;
    client.getMessage(parentId).then(
      ({ message }) => {
        if (current) setText(markdownToPlainText(message.text ?? ''));
      },
      // A thread whose first message is gone is still named as a thread.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, parentId]);
  return parentId ? text : null;
}

/** One found message: a link to it (a new tab opens the same), opened in place on a plain click. */
function MessageSearchResult({ item }: { item: MessageResponse }) {
  const { client } = useChatContext('MessageSearchResult');
  const { searchController } = useSearchContext();
  const { searchQuery } = useStateStore(searchController.state, queryOf);
  const { open } = useChatTargets();
  // Search answers carry each message's channel (as the stock row assumes too).
  const channel = useMemo(
    () => client.channel(item.channel?.type ?? 'unknown', item.channel?.id ?? 'unknown'),
    [client, item.channel?.type, item.channel?.id],
  );
  const { displayImage, displayTitle, groupChannelDisplayInfo } = useChannelPreviewInfo({
    channel,
  });
  const inThread = item.parent_id && !item.show_in_channel ? item.parent_id : undefined;
  const threadStart = useThreadStart(inThread);
  const terms = queryTerms(searchQuery);
  const text = excerptAround(markdownToPlainText(item.text ?? ''), terms, EXCERPT_LENGTH);
  const author = item.user?.name ?? item.user?.id ?? '';
  const message = useMemo(() => formatMessage(item), [item]);
  return (
    <div className="str-chat__channel-list-item-container">
      <a
        href={chatChannelPath(channel.cid, item.id)}
        className="str-chat__channel-list-item str-chat__search-result"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          open({ channelId: channel.id ?? '', messageId: item.id, parentId: inThread });
        }}
      >
        <ChannelAvatar
          aria-hidden="true"
          displayMembers={groupChannelDisplayInfo?.members}
          imageUrl={displayImage}
          size="xl"
          userName={displayTitle}
        />
        <div className="str-chat__channel-list-item-data">
          <div className="str-chat__channel-list-item-data__first-row">
            <div className="str-chat__channel-list-item-data__title">
              <span>{displayTitle || 'N/A'}</span>
            </div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              <ChannelListItemTimestamp lastMessage={message} />
            </div>
          </div>
          <span className={styles.foundText}>
            {author ? `${author}: ` : null}
            <HighlightedText text={text} terms={terms} />
          </span>
          {inThread ? (
            <span className={styles.foundWhere}>
              {threadStart
                ? `Reply in the thread “${excerptAround(threadStart, [], THREAD_NAME_LENGTH)}”`
                : 'Reply in a thread'}
            </span>
          ) : null}
        </div>
      </a>
    </div>
  );
}

/** The stock rows, with ours for messages. */
const RESULT_ITEMS = { ...DefaultSearchResultItems, messages: MessageSearchResult };

export interface SourceStatus {
  type: string;
  isActive: boolean;
  isLoading: boolean;
  items: readonly unknown[] | undefined;
}

/**
 * The source in whose place "nothing matches" is said: the last active one, once every active
 * source has answered with nothing; null while one is still searching or found something.
 */
export function emptyNoteSource(sources: readonly SourceStatus[]): string | null {
  const active = sources.filter((source) => source.isActive);
  const allEmpty = active.every(
    (source) => !source.isLoading && source.items !== undefined && source.items.length === 0,
  );
  return allEmpty ? (active.at(-1)?.type ?? null) : null;
}

/** Every source's state, current (each source has a store of its own). */
function useSourceStatuses(sources: readonly SearchSource[]): SourceStatus[] {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const stops = sources.map((source) => source.state.subscribe(() => changed()));
    return () => stops.forEach((stop) => stop());
  }, [sources]);
  return sources.map((source) => {
    const { isActive, isLoading, items } = source.state.getLatestValue();
    return { type: source.type, isActive, isLoading, items };
  });
}

/** ComponentContext `SearchSourceResults`: one source's results, or nothing when it has none. */
export function ChatSearchSourceResults({ searchSource }: SearchSourceResultsProps) {
  const { searchController } = useSearchContext();
  const statuses = useSourceStatuses(searchController.sources);
  const own = statuses.find((status) => status.type === searchSource.type);
  if (!own || (!own.items && !own.isLoading)) return null;
  const found = own.isLoading || (own.items?.length ?? 0) > 0;
  if (!found && emptyNoteSource(statuses) !== searchSource.type) return null;
  return (
    <SearchSourceResultsContextProvider value={{ searchSource }}>
      <div className="str-chat__search-source-results">
        {found ? (
          <SearchSourceResultList SearchResultItems={RESULT_ITEMS} />
        ) : (
          <div className="str-chat__search-source-results-empty">
            No channels or messages match “{searchController.searchQuery}”.
          </div>
        )}
      </div>
    </SearchSourceResultsContextProvider>
  );
}
