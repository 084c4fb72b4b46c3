/**
 * The dashboard's live, bounded reads for the current workspace, through the features that own
 * each kind of content (their hooks, their one converter each). The limits here are the read
 * budget (README.md).
 */
import { useState } from 'react';
import { useUpcomingEvents as useEventsBetween, type CalendarEvent } from '@/features/calendar';
import { usePinnedCanvases as usePinned, type Canvas } from '@/features/canvases';
import { useVideos, type Video } from '@/features/videos';
import type { LiveState } from '@/lib/firebase/live-data';

export const DASHBOARD_LIMITS = { canvases: 6, videos: 6, events: 5, notifications: 5 };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function usePinnedCanvases(workspaceId: string): LiveState<Canvas[]> {
  return usePinned(workspaceId, DASHBOARD_LIMITS.canvases);
}

export function useRecentVideos(workspaceId: string): LiveState<Video[]> {
  return useVideos(workspaceId, DASHBOARD_LIMITS.videos);
}

const MINUTE_MS = 60_000;

/**
 * Events starting within a week of the minute the dashboard opened: a remount in the same minute
 * (the signed-in chunk arriving) asks the same query, so it shares the open listener.
 */
export function useUpcomingEvents(workspaceId: string): LiveState<CalendarEvent[]> {
  const [from] = useState(() => new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS));
  const [to] = useState(() => new Date(from.getTime() + WEEK_MS));
  return useEventsBetween(workspaceId, from, to, DASHBOARD_LIMITS.events);
}
