/**
 * ChatProvider + useChat: one stream-chat connection per signed-in, approved user. It connects
 * when the user exists, disconnects on unmount (sign-out), tracks the connection state, keeps the
 * chat state store fed from SDK events and guards requests with the circuit breaker.
 *
 * Over 300 lines: one connection's life (create the client, guard its requests, listen, connect,
 * recover a late connection, tear down) is one effect whose parts share the client, the store
 * and the provider's setters; split, each part would take them all as arguments.
 */
import { createContext, use, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Event, StreamChat } from 'stream-chat';
import { env } from '@/config/env';
import { apiPost } from '@/lib/api-client';
import { readStored, writeStored } from '@/lib/browser-storage';
import { createStore, useStore, type Store } from '@/lib/create-store';
import { useProfile } from '@/features/profile';
import {
  ChatConnectTimeoutError,
  connectChatUser,
  createChatClient,
  type ApiPost,
  type ChatConfig,
  type ChatUser,
} from '../api/chat-client';
import {
  chatReducer,
  eventToAction,
  initialChatState,
  lastActiveStorageKey,
  nextTypingExpiry,
  parseLastActive,
  summarizeChannelResponse,
  type ChatAction,
  type ChatState,
} from './chat-store';
import {
  breakerAt,
  canSend,
  initialBreakerState,
  isServiceFailure,
  readRateLimit,
  recordFailure,
  recordSuccess,
  type BreakerState,
  type RateLimitInfo,
} from './circuit-breaker';
import { absorbLostChatRequests, reopenClosedLongPoll } from '../api/connection-recovery';
import { useChatMayConnect } from './use-chat-may-connect';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'offline';

export interface ChatContextValue {
  /** The connected client; null until connected. */
  client: StreamChat | null;
  connection: ConnectionState;
  /** The last connection error's message, shown in the chat area. */
  error: string | null;
  store: Store<ChatState>;
  dispatch(action: ChatAction): void;
  breaker: BreakerState;
  rateLimit: RateLimitInfo | null;
}

const ChatContext = createContext<ChatContextValue | null>(null);

/** Thrown by the send guard while the circuit breaker is open. */
export const SENDING_PAUSED_MESSAGE = 'Sending is paused while the chat service recovers.';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isSendRequest(config: { method?: string; url?: string }): boolean {
  return (
    config.method?.toLowerCase() === 'post' &&
    /\/channels\/[^/]+\/[^/]+\/message$/.test(config.url ?? '')
  );
}

export interface ChatConnectionProviderProps {
  /** The signed-in user; null keeps the chat disconnected. */
  user: ChatUser | null;
  /** API key and base URL (config/env in the app). */
  config: ChatConfig;
  /** The /api client used for the Stream token. */
  post: ApiPost;
  children: ReactNode;
}

export function ChatConnectionProvider({
  user,
  config,
  post,
  children,
}: ChatConnectionProviderProps) {
  const uid = user?.id ?? null;
  const [store] = useState(() => createStore(initialChatState()));
  const [client, setClient] = useState<StreamChat | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('disconnected');
  const [error, setError] = useState<string | null>(null);
  const [breaker, setBreaker] = useState<BreakerState>(initialBreakerState);
  const [rateLimit, setRateLimit] = useState<RateLimitInfo | null>(null);
  const breakerRef = useRef(breaker);
  const latest = useRef({ user, config, post });
  useEffect(() => {
    latest.current = { user, config, post };
    breakerRef.current = breaker;
  });

  // Connect per user id; name and image are read when connecting.
  useEffect(() => {
    if (!uid) return;
    const { user: current, config: chatConfig, post: apiPost } = latest.current;
    if (!current) return;
    let cancelled = false;
    const dispatch = (action: ChatAction) => store.setState((state) => chatReducer(state, action));
    const storageKey = lastActiveStorageKey(uid);
    dispatch({
      type: 'reset',
      lastActiveChannels: parseLastActive(readStored('local', storageKey)),
    });
    setError(null);

    setConnection('connecting');
    let detach: (() => void) | undefined;
    createChatClient(chatConfig).then(
      (chat) => {
        if (!cancelled) detach = attach(chat, uid, current);
      },
      (failure: unknown) => {
        if (cancelled) return;
        setError(errorMessage(failure));
        setConnection('disconnected');
      },
    );
    return () => {
      cancelled = true;
      detach?.();
      setClient(null);
      setConnection('disconnected');
    };

    /** Guards, listeners and the connection of a created client; returns their teardown. */
    function attach(chat: StreamChat, userId: string, chatUser: ChatUser): () => void {
      const onSettled = (status: number | undefined, failure?: unknown) => {
        const now = Date.now();
        if (failure !== undefined && isServiceFailure(status)) {
          setBreaker((state) => recordFailure(state, now));
          const limited = readRateLimit(failure, now);
          if (limited) setRateLimit(limited);
        } else if (failure === undefined) {
          setBreaker((state) => recordSuccess(state, now));
        }
      };
      const requestGuard = chat.axiosInstance.interceptors.request.use((request) => {
        if (isSendRequest(request) && !canSend(breakerRef.current, Date.now())) {
          throw new Error(SENDING_PAUSED_MESSAGE);
        }
        return request;
      });
      const responseGuard = chat.axiosInstance.interceptors.response.use(
        (response) => {
          onSettled(response.status);
          return response;
        },
        (failure: unknown) => {
          const status = (failure as { response?: { status?: number } }).response?.status;
          // The SDK resolves error responses itself; only count real failures.
          onSettled(status, failure);
          return Promise.reject(failure);
        },
      );

      let typingTimer: ReturnType<typeof setTimeout> | undefined;
      const scheduleTypingExpiry = () => {
        clearTimeout(typingTimer);
        const next = nextTypingExpiry(store.getState());
        if (next === null) return;
        typingTimer = setTimeout(
          () => {
            dispatch({ type: 'typingExpired', now: Date.now() });
            scheduleTypingExpiry();
          },
          Math.max(0, next - Date.now()),
        );
      };

      const listener = chat.on((event: Event) => {
        if (cancelled) return;
        if (event.type === 'connection.changed') {
          setConnection(event.online ? 'connected' : 'offline');
          return;
        }
        if (event.type === 'connection.recovered') {
          setConnection('connected');
          return;
        }
        const action = eventToAction(event, userId, Date.now());
        if (!action) return;
        dispatch(action);
        if (action.type === 'typingStarted') scheduleTypingExpiry();
      });

      let lastSaved = store.getState().lastActiveChannels;
      const unsubscribeStore = store.subscribe(() => {
        const list = store.getState().lastActiveChannels;
        if (list === lastSaved) return;
        lastSaved = list;
        writeStored('local', storageKey, JSON.stringify(list));
      });

      const goOffline = () => setConnection((state) => (state === 'connected' ? 'offline' : state));
      window.addEventListener('offline', goOffline);
      const stopLongPollRecovery = reopenClosedLongPoll(chat);
      const stopAbsorbing = absorbLostChatRequests(chat);

      const onConnected = async () => {
        setClient(chat);
        setConnection('connected');
        setError(null);
        const me = chat.user;
        const total = me && 'total_unread_count' in me ? (me.total_unread_count ?? 0) : 0;
        dispatch({ type: 'totalUnreadSet', totalUnreadCount: total });
        dispatch({ type: 'channelsLoading' });
        const channels = await chat.queryChannels(
          { members: { $in: [userId] } },
          [{ last_message_at: -1 }],
          { limit: 30, watch: true, state: true },
        );
        if (cancelled) return;
        dispatch({
          type: 'channelsLoaded',
          channels: channels.map((channel) =>
            summarizeChannelResponse({ ...channel.data, cid: channel.cid, type: channel.type }),
          ),
          unreadCounts: Object.fromEntries(channels.map((c) => [c.cid, c.countUnread()])),
        });
      };
      const onFailed = (failure: unknown) => {
        console.error('Chat connection failed', failure);
        setError(errorMessage(failure));
        setConnection((state) => (state === 'connecting' ? 'disconnected' : state));
        dispatch({ type: 'channelsLoaded', channels: [], unreadCounts: {} });
      };

      void (async () => {
        try {
          await connectChatUser(chat, chatUser, apiPost);
          if (!cancelled) await onConnected();
        } catch (failure) {
          if (cancelled) return;
          onFailed(failure);
          // The timeout is shown, but the SDK keeps trying; a late connection is used, not dropped.
          if (!(failure instanceof ChatConnectTimeoutError)) return;
          try {
            await failure.late;
            if (!cancelled) await onConnected();
          } catch (late) {
            if (!cancelled) onFailed(late);
          }
        }
      })();

      return () => {
        clearTimeout(typingTimer);
        listener.unsubscribe();
        unsubscribeStore();
        window.removeEventListener('offline', goOffline);
        stopLongPollRecovery();
        stopAbsorbing();
        chat.axiosInstance.interceptors.request.eject(requestGuard);
        chat.axiosInstance.interceptors.response.eject(responseGuard);
        void chat.disconnectUser().catch((failure: unknown) => {
          console.warn('Chat disconnect failed', failure);
        });
      };
    }
  }, [uid, store]);

  // An open breaker turns half-open after its wait; a rate limit lifts at its reset time.
  useEffect(() => {
    if (breaker.status !== 'open') return;
    const timer = setTimeout(
      () => setBreaker((state) => breakerAt(state, Date.now())),
      Math.max(0, breaker.retryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [breaker]);
  useEffect(() => {
    if (!rateLimit) return;
    const timer = setTimeout(
      () => setRateLimit(null),
      Math.max(0, rateLimit.resumeAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [rateLimit]);

  const value = useMemo<ChatContextValue>(
    () => ({
      client,
      connection,
      error,
      store,
      dispatch: (action) => store.setState((state) => chatReducer(state, action)),
      breaker,
      rateLimit,
    }),
    [client, connection, error, store, breaker, rateLimit],
  );
  return <ChatContext value={value}>{children}</ChatContext>;
}

const appConfig: ChatConfig = {
  apiKey: env.VITE_STREAM_API_KEY,
  baseURL: env.VITE_STREAM_BASE_URL,
};

/**
 * The app's chat provider: the profile's uid, name and picture, the env config and /api. It
 * connects once `pageDataArrived` (the page's own data has come) and the browser is idle, or at
 * once on the chat page (use-chat-may-connect.ts).
 */
export function ChatProvider({
  pageDataArrived,
  children,
}: {
  pageDataArrived: boolean;
  children: ReactNode;
}) {
  const { profile } = useProfile();
  const mayConnect = useChatMayConnect(pageDataArrived);
  const user = useMemo<ChatUser>(
    () => ({
      id: profile.uid,
      name: profile.displayName,
      ...(profile.hasPhoto ? { image: profile.photoURL } : {}),
    }),
    [profile.uid, profile.displayName, profile.hasPhoto, profile.photoURL],
  );
  return (
    <ChatConnectionProvider user={mayConnect ? user : null} config={appConfig} post={apiPost}>
      {children}
    </ChatConnectionProvider>
  );
}

export function useChat(): ChatContextValue {
  const value = use(ChatContext);
  if (!value) throw new Error('useChat must be used inside <ChatProvider>.');
  return value;
}

/** Reads a slice of the chat state; re-renders only when the slice changes. */
export function useChatState<T>(select: (state: ChatState) => T): T {
  return useStore(useChat().store, select);
}

/** The total unread count, or 0 outside a ChatProvider (public pages, tests of the shell). */
export function useTotalUnreadCount(): number {
  const value = use(ChatContext);
  const fallback = useState(() => createStore(initialChatState()))[0];
  return useStore(value?.store ?? fallback, (state) => state.totalUnreadCount);
}
