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

let openWindow: { from: Date; to: Date } | null = null;

/**
 * The week of events the dashboard asks for. A render React throws away (the signed-in chunk
 * arriving mid-mount) and the render that replaces it must ask the very same query, or the
 * first one's listener is left open beside a second: so every mount within a minute of the
 * window's start reuses it, whatever the clock's minute says. An older window is replaced.
 */
export function upcomingWindow(now: number = Date.now()): { from: Date; to: Date } {
  if (!openWindow || now - openWindow.from.getTime() >= MINUTE_MS) {
    openWindow = { from: new Date(now), to: new Date(now + WEEK_MS) };
  }
  return openWindow;
}

/** Events starting within the week from the dashboard's window start, soonest first. */
export function useUpcomingEvents(workspaceId: string): LiveState<CalendarEvent[]> {
  const [{ from, to }] = useState(() => upcomingWindow());
  return useEventsBetween(workspaceId, from, to, DASHBOARD_LIMITS.events);
}
