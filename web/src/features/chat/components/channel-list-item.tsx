/**
 * The channel list as a list of links, through stream-chat-react's component slots.
 *
 * The stock list is a `listbox` whose rows are `option`s with the row's actions beside them, and
 * we group the rows under headings: a listbox may hold only options (and groups of them), so
 * axe found both (aria-required-children, aria-required-parent), and a screen reader would hear
 * a menu button and headings inside a single-choice list. Opening a channel is navigation, so
 * each row is a link to it (`chatChannelPath`: a new tab or a copied address opens the same
 * channel), marked `aria-current` while open, with its actions button after it. The row is
 * drawn with the stock pieces and classes (avatar, preview, timestamp, badge), and named as the
 * stock row names itself (composeChannelListItemAccessibleLabel), plus "Muted".
 */
import { useMemo, type MouseEvent, type PropsWithChildren } from 'react';
import {
  Badge,
  ChannelAvatar,
  ChannelListItemTimestamp,
  DEFAULT_CHANNEL_LIST_ITEM_LABEL_ORDER,
  IconMute,
  LoadingChannels,
  SummarizedMessagePreview,
  composeChannelListItemAccessibleLabel,
  defaultChannelListItemLabelParts,
  useChatContext,
  useTranslationContext,
  type ChannelListItemLabelConfig,
  type ChannelListItemUIProps,
  type ChannelListUIProps,
} from 'stream-chat-react';
import { chatChannelPath } from '@crewspace/common/links';
import { Alert } from '@/components/ui/alert';
import { ChannelMenu } from './channel-menu';
import { markdownToPlainText } from './message-markdown';
import styles from './chat.module.css';

const LABEL_CONFIG: ChannelListItemLabelConfig = {
  parts: {
    muted: ({ channel }) => (channel.muteStatus().muted ? 'Muted' : undefined),
    // A channel without messages shows "Nothing yet..."; its name says the same words (label in
    // name, WCAG 2.5.3), where the library's says "There are no messages in this chat."
    lastMessage: (data) =>
      data.latestMessage
        ? defaultChannelListItemLabelParts.lastMessage?.(data)
        : data.t('Nothing yet...'),
  },
  // What the row shows comes first, in the order it shows it, so the whole visible text is part of
  // the name; the states it shows only as styling (muted, open) follow.
  order: [
    ...DEFAULT_CHANNEL_LIST_ITEM_LABEL_ORDER.filter((part) => part !== 'active'),
    'muted',
    'active',
  ],
};

/** A plain click opens the channel here; with a modifier the browser opens the link. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** ComponentContext `ChannelListUI`: the list's frame, without the stock listbox role. */
export function ChannelListFrame({
  children,
  error,
  loading,
}: PropsWithChildren<ChannelListUIProps>) {
  if (error) return <Alert tone="error">Your channels could not be loaded.</Alert>;
  return (
    <div className="str-chat__channel-list-inner">
      <div className="str-chat__channel-list-inner__main">
        {loading ? <LoadingChannels /> : children}
      </div>
    </div>
  );
}

/** ComponentContext `ChannelListItemUI`: one channel, a link and its actions button. */
export function ChannelListLink(props: ChannelListItemUIProps) {
  const {
    active,
    channel,
    className,
    displayImage,
    displayTitle,
    groupChannelDisplayInfo,
    lastMessage,
    messageDeliveryStatus,
    muted,
    onSelect,
    setActiveChannel,
    unread,
    watchers,
  } = props;
  const { client, isMessageAIGenerated } = useChatContext('ChannelListLink');
  const { t, tDateTimeParser, userLanguage } = useTranslationContext('ChannelListLink');
  // The stock preview shows a message's text as typed; the list shows its words, not its marks.
  const previewMessage = useMemo(
    () =>
      lastMessage && {
        ...lastMessage,
        text: lastMessage.text && markdownToPlainText(lastMessage.text),
      },
    [lastMessage],
  );
  const label = composeChannelListItemAccessibleLabel(
    {
      active,
      channel,
      client,
      displayTitle,
      isMessageAIGenerated,
      latestMessage: lastMessage,
      messageDeliveryStatus,
      t,
      tDateTimeParser,
      unreadCount: unread,
      userLanguage,
    },
    LABEL_CONFIG,
  );
  // Search results reuse this row with their own class and selection (a found message).
  const classes = ['str-chat__channel-list-item', className ?? ''];
  if (muted) classes.push('str-chat__channel-list-item--muted');
  if (unread) classes.push('str-chat__channel-list-item--unread');
  return (
    <div className="str-chat__channel-list-item-container">
      <a
        href={chatChannelPath(channel.cid)}
        aria-label={label}
        aria-current={active ? 'true' : undefined}
        className={classes.filter(Boolean).join(' ')}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (onSelect) onSelect(event);
          else setActiveChannel?.(channel, watchers);
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
              {muted ? <IconMute /> : null}
            </div>
            <div className="str-chat__channel-list-item-data__timestamp-and-badge">
              <ChannelListItemTimestamp lastMessage={lastMessage} />
              {unread ? (
                <Badge size="md" variant="primary">
                  {unread}
                </Badge>
              ) : null}
            </div>
          </div>
          <SummarizedMessagePreview
            latestMessage={previewMessage}
            messageDeliveryStatus={messageDeliveryStatus}
            participantCount={channel.data?.member_count}
          />
        </div>
      </a>
      <div className={styles.itemMenu}>
        <ChannelMenu channel={channel} />
      </div>
    </div>
  );
}
