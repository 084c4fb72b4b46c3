/**
 * The uploader's state machine (spec section 4, Upload): open/closed, minimized, and the upload
 * items. Pure: the provider feeds it SDK events and clock ticks, and runs the side effects.
 */
import {
  SPEED_REFRESH_MS,
  percent,
  secondsRemaining,
  smoothSpeed,
  speedMbps,
  type ByteSample,
} from './upload-stats';

export interface UploadItem {
  id: string;
  file: File;
  videoName: string;
  notes: string;
  /** 0–100; never goes down, though the SDK's byte count may (see 'progress'). */
  progress: number;
  /** Mbps, re-measured at least every second. */
  speed: number;
  /** Seconds; null while the speed is unknown. */
  timeRemaining: number | null;
  isPaused: boolean;
  /**
   * Paused because the browser went offline (isPaused is set too): it resumes by itself when the
   * connection returns, unlike a pause the user chose.
   */
  pausedOffline: boolean;
  /** The upload failed (already logged); the item stays until the user removes it. */
  failed: boolean;
  bytesTransferred: number;
  totalBytes: number;
  /** Bytes uploaded with timestamp: where the current speed window started. */
  sample: ByteSample;
}

export interface UploadQueueState {
  isOpen: boolean;
  isMinimized: boolean;
  items: UploadItem[];
}

export type UploadQueueAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'minimize' }
  | { type: 'restore' }
  | {
      type: 'start';
      id: string;
      file: File;
      videoName: string;
      notes: string;
      at: number;
      /** Bytes already stored: a continued upload starts where its session stopped. */
      bytesTransferred?: number;
      /** Started while offline: it waits, paused, for the connection. */
      offline?: boolean;
    }
  | { type: 'progress'; id: string; bytesTransferred: number; totalBytes: number; at: number }
  | { type: 'tick'; at: number }
  | { type: 'togglePause'; id: string; at: number }
  /** The browser went offline (running uploads pause) or back online (they resume). */
  | { type: 'connection'; online: boolean; at: number }
  | { type: 'cancel'; id: string }
  | { type: 'complete'; id: string }
  | { type: 'fail'; id: string };

export const initialUploadQueue: UploadQueueState = {
  isOpen: false,
  isMinimized: false,
  items: [],
};

/**
 * Re-measures speed and time remaining. The first figure comes with the first bytes (a small file
 * may finish in one progress event, well under a second); later ones once the current window is
 * at least a second old, so bursts between chunks do not make the figure jump.
 */
function measure(item: UploadItem, at: number): UploadItem {
  if (item.isPaused || item.failed) return item;
  // After the last byte the figure stays as it was: nothing is sent while the video is saved.
  if (!isSending(item) && item.sample.bytes >= item.totalBytes) return item;
  const elapsed = at - item.sample.at;
  const firstFigure = item.speed === 0 && item.bytesTransferred > item.sample.bytes && elapsed > 0;
  if (elapsed < SPEED_REFRESH_MS && !firstFigure) return item;
  const speed = smoothSpeed(
    item.speed,
    speedMbps(item.sample, { bytes: item.bytesTransferred, at }),
  );
  return {
    ...item,
    speed,
    timeRemaining: secondsRemaining(item.totalBytes - item.bytesTransferred, speed),
    sample: { bytes: item.bytesTransferred, at },
  };
}

function updateItem(
  state: UploadQueueState,
  id: string,
  change: (item: UploadItem) => UploadItem,
): UploadQueueState {
  if (!state.items.some((item) => item.id === id)) return state;
  return { ...state, items: state.items.map((item) => (item.id === id ? change(item) : item)) };
}

function removeItem(state: UploadQueueState, id: string): UploadQueueState {
  if (!state.items.some((item) => item.id === id)) return state;
  return { ...state, items: state.items.filter((item) => item.id !== id) };
}

/** Minimized with no uploads left: the uploader closes. */
function settle(state: UploadQueueState): UploadQueueState {
  if (state.isOpen && state.isMinimized && state.items.length === 0) {
    return { ...state, isOpen: false, isMinimized: false };
  }
  return state;
}

/**
 * Offline, an upload still sending bytes pauses (the user's own pauses stay theirs); back online,
 * what the connection paused resumes, with a fresh speed window.
 */
function connectionChanged(item: UploadItem, online: boolean, at: number): UploadItem {
  if (online) {
    return item.pausedOffline
      ? {
          ...item,
          isPaused: false,
          pausedOffline: false,
          sample: { bytes: item.bytesTransferred, at },
        }
      : item;
  }
  if (item.failed || item.isPaused || !isSending(item)) return item;
  return { ...item, isPaused: true, pausedOffline: true, speed: 0, timeRemaining: null };
}

/** Whether bytes are still to send (after the last one, the video's record is being written). */
function isSending(item: Pick<UploadItem, 'bytesTransferred' | 'totalBytes'>): boolean {
  return item.totalBytes === 0 || item.bytesTransferred < item.totalBytes;
}

function reduce(state: UploadQueueState, action: UploadQueueAction): UploadQueueState {
  switch (action.type) {
    case 'open':
      return state.isOpen && !state.isMinimized
        ? state
        : { ...state, isOpen: true, isMinimized: false };
    case 'close':
      return state.isOpen ? { ...state, isOpen: false, isMinimized: false } : state;
    case 'minimize':
      return state.isOpen && !state.isMinimized ? { ...state, isMinimized: true } : state;
    case 'restore':
      return state.isMinimized ? { ...state, isOpen: true, isMinimized: false } : state;
    case 'start': {
      if (state.items.some((item) => item.id === action.id)) return state;
      const bytes = Math.min(action.bytesTransferred ?? 0, action.file.size);
      const item: UploadItem = {
        id: action.id,
        file: action.file,
        videoName: action.videoName,
        notes: action.notes,
        progress: percent(bytes, action.file.size),
        speed: 0,
        timeRemaining: null,
        isPaused: action.offline === true,
        pausedOffline: action.offline === true,
        failed: false,
        bytesTransferred: bytes,
        totalBytes: action.file.size,
        sample: { bytes, at: action.at },
      };
      return { ...state, isOpen: true, items: [...state.items, item] };
    }
    case 'progress':
      return updateItem(state, action.id, (item) => {
        const next = {
          ...item,
          bytesTransferred: action.bytesTransferred,
          totalBytes: action.totalBytes,
          // The SDK counts the bytes of the chunk in flight; after a pause it falls back to what
          // the server holds and sends the rest again. The bar keeps the furthest point reached.
          progress: Math.max(item.progress, percent(action.bytesTransferred, action.totalBytes)),
        };
        // Fewer bytes than the window started with: the speed is measured afresh from here.
        return action.bytesTransferred < item.sample.bytes
          ? { ...next, sample: { bytes: action.bytesTransferred, at: action.at } }
          : measure(next, action.at);
      });
    case 'tick': {
      const items = state.items.map((item) => measure(item, action.at));
      return items.every((item, index) => item === state.items[index])
        ? state
        : { ...state, items };
    }
    case 'togglePause':
      return updateItem(state, action.id, (item) =>
        item.failed
          ? item
          : item.isPaused
            ? // Resuming starts a fresh speed window so the pause does not count as slow transfer.
              { ...item, isPaused: false, sample: { bytes: item.bytesTransferred, at: action.at } }
            : { ...item, isPaused: true, pausedOffline: false, speed: 0, timeRemaining: null },
      );
    case 'connection': {
      const items = state.items.map((item) => connectionChanged(item, action.online, action.at));
      return items.every((item, index) => item === state.items[index])
        ? state
        : { ...state, items };
    }
    case 'cancel':
    case 'complete':
      return removeItem(state, action.id);
    case 'fail':
      return updateItem(state, action.id, (item) => ({
        ...item,
        failed: true,
        isPaused: false,
        pausedOffline: false,
        speed: 0,
        timeRemaining: null,
      }));
  }
}

export function uploadQueueReducer(
  state: UploadQueueState,
  action: UploadQueueAction,
): UploadQueueState {
  return settle(reduce(state, action));
}
