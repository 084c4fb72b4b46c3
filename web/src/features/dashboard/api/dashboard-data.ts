/** The dashboard's live, bounded reads for the current workspace. */
import { useCallback } from 'react';
import { listenToQuery } from '../../../lib/firebase/firestore';
import {
  pinnedCanvasesQuery,
  recentVideosQuery,
  upcomingEventsQuery,
  type CanvasSummary,
  type EventSummary,
  type VideoSummary,
} from '../../../lib/firebase/projects-data';
import { useLive, type LiveState } from '../../../lib/use-live';

export const DASHBOARD_LIMITS = { canvases: 6, videos: 6, events: 5, notifications: 5 };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function usePinnedCanvases(workspaceId: string): LiveState<CanvasSummary[]> {
  const subscribe = useCallback(
    (onNext: (value: CanvasSummary[]) => void, onError: (error: Error) => void) =>
      listenToQuery(pinnedCanvasesQuery(workspaceId, DASHBOARD_LIMITS.canvases), onNext, onError),
    [workspaceId],
  );
  return useLive(subscribe);
}

export function useRecentVideos(workspaceId: string): LiveState<VideoSummary[]> {
  const subscribe = useCallback(
    (onNext: (value: VideoSummary[]) => void, onError: (error: Error) => void) =>
      listenToQuery(recentVideosQuery(workspaceId, DASHBOARD_LIMITS.videos), onNext, onError),
    [workspaceId],
  );
  return useLive(subscribe);
}

/** Events starting within a week of `from` (pass a stable date). */
export function useUpcomingEvents(workspaceId: string, from: Date): LiveState<EventSummary[]> {
  const subscribe = useCallback(
    (onNext: (value: EventSummary[]) => void, onError: (error: Error) => void) =>
      listenToQuery(
        upcomingEventsQuery(
          workspaceId,
          from,
          new Date(from.getTime() + WEEK_MS),
          DASHBOARD_LIMITS.events,
        ),
        onNext,
        onError,
      ),
    [workspaceId, from],
  );
  return useLive(subscribe);
}
