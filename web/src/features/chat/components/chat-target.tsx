/**
 * What the chat page is asked to open: a channel, maybe at one of its messages, from a link
 * (`/chat?channel=…&message=…`, from the bell, the palette or anywhere else in the app) or from a
 * search result. Every request opens, also while the page already shows another channel (the
 * page used to read its link once, on arrival), and a message in a thread opens in its thread.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import {
  useChannelActionContext,
  useChannelListContext,
  useChannelStateContext,
  useChatContext,
} from 'stream-chat-react';
import { chatLinkTarget, type ChatLinkTarget } from '@crewspace/common/links';
import { useChannelLookup } from '../api/use-channel-lookup';
import { withChannelListed } from './channel-list-shape';

export interface ChatTarget extends ChatLinkTarget {
  /** The thread's first message when the message is a reply and that is known already. */
  parentId?: string;
  /** Tells one request from the next, so following the same link again opens it again. */
  key: string;
}

/** The request in an address (its query and router location key), if it names a channel. */
export function targetFromLink(search: string, key: string): ChatTarget | undefined {
  const link = chatLinkTarget(new URLSearchParams(search));
  return link ? { ...link, key } : undefined;
}

interface ChatTargets {
  target: ChatTarget | undefined;
  /** The request the page opened with: the channel list opens that channel itself. */
  arrival: ChatTarget | undefined;
  /** The request whose message was last shown (kept here: the channel's parts remount). */
  shown: RefObject<string | undefined>;
  open(target: Omit<ChatTarget, 'key'>): void;
}

/**
 * The page's requests: the address's on arrival, then each in-app navigation to a chat link (a
 * new router location, even to the same address) and each search result opened.
 */
export function useChatTargetRequests(): ChatTargets {
  const location = useLocation();
  const [arrival] = useState(() => targetFromLink(location.search, location.key));
  const [target, setTarget] = useState(arrival);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const linked = targetFromLink(location.search, location.key);
    if (linked) setTarget(linked);
  }
  const shown = useRef<string | undefined>(undefined);
  const picks = useRef(0);
  const open = useCallback((next: Omit<ChatTarget, 'key'>) => {
    picks.current += 1;
    setTarget({ ...next, key: `pick-${picks.current}` });
  }, []);
  return useMemo(() => ({ target, arrival, shown, open }), [target, arrival, open]);
}

const ChatTargetContext = createContext<ChatTargets | null>(null);

export function ChatTargetProvider({
  value,
  children,
}: {
  value: ChatTargets;
  children: ReactNode;
}) {
  return <ChatTargetContext.Provider value={value}>{children}</ChatTargetContext.Provider>;
}

export function useChatTargets(): ChatTargets {
  const value = useContext(ChatTargetContext);
  if (!value) throw new Error('useChatTargets is used outside the chat page');
  return value;
}

/**
 * Opens each request's channel after the first (ChannelList opens the arrival's, by
 * `customActiveChannel`) and puts it in the list if it is not there. Lives in the list's header,
 * where the list's context is.
 */
export function FollowChatTarget() {
  const { target, arrival } = useChatTargets();
  const { client, setActiveChannel } = useChatContext('FollowChatTarget');
  const { setChannels } = useChannelListContext();
  const { channelById } = useChannelLookup();
  const key = target?.key;
  const channelId = target?.channelId;
  useEffect(() => {
    if (!channelId || key === arrival?.key) return;
    let current = true;
    channelById(client, channelId).then(
      (channel) => {
        if (!current || !channel) return;
        setChannels((channels) => withChannelListed(channels, channel));
        setActiveChannel(channel);
      },
      (cause: unknown) => console.warn('The linked channel could not be opened', cause),
    );
    return () => {
      current = false;
    };
    // A new request (its key) opens; the context's functions are stable for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, channelId, arrival?.key]);
  return null;
}

/**
 * Shows the request's message once its channel is open: scrolled to and highlighted (the list
 * loads the messages around it when they are not loaded), or for a reply, its thread's first
 * message with the thread open.
 */
export function ShowTargetMessage() {
  const { target, shown } = useChatTargets();
  const { client } = useChatContext('ShowTargetMessage');
  const { channel } = useChannelStateContext('ShowTargetMessage');
  const { jumpToMessage, openThread } = useChannelActionContext('ShowTargetMessage');
  const { threadOf } = useChannelLookup();
  useEffect(() => {
    const messageId = target?.messageId;
    if (!target || !messageId || channel.id !== target.channelId) return;
    if (shown.current === target.key) return;
    shown.current = target.key;
    const show = async () => {
      const parentId =
        target.parentId ?? (await threadOf(channel, (id) => client.getMessage(id), messageId));
      await jumpToMessage(parentId ?? messageId);
      const parent = parentId ? channel.state.findMessage(parentId) : undefined;
      if (parent) openThread(parent);
    };
    // A message deleted since the link was made: the channel is open, there is nothing to show.
    show().catch(() => undefined);
  }, [channel, client, jumpToMessage, openThread, shown, target, threadOf]);
  return null;
}
