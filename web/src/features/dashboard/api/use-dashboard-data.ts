/**
 * The dashboard's live, bounded reads for the current workspace, through the features that own
 * each kind of content (their hooks, their one converter each). The limits here are the read
 * budget (docs/scale.md).
 */
import { useMemo, useState } from 'react';
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

const HOUR_MS = 60 * 60_000;

/**
 * The week of events the dashboard asks for, from the start of the current hour: the same query
 * all hour long. Firestore answers a query it has listened to before from its offline cache at
 * once and waits for the server on a new one, so with a window starting at the minute, as it
 * did, the events card filled last on every visit (0.3–0.4 s after the others under 4× CPU
 * throttling; docs/performance.md#lighthouse).
 */
export function upcomingWindow(now: number = Date.now()): { from: Date; to: Date } {
  const from = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { from: new Date(from), to: new Date(from + WEEK_MS) };
}

/**
 * The events that have not started by `now`: the window's earlier ones are left out. They still
 * count against the query's limit, so in the hour after a meeting the card can list fewer.
 */
export function notStartedBy<T extends { start: Date }>(events: readonly T[], now: number): T[] {
  return events.filter((event) => event.start.getTime() >= now);
}

/** Events starting within the week from now, soonest first. */
export function useUpcomingEvents(workspaceId: string): LiveState<CalendarEvent[]> {
  const [{ from, to }] = useState(() => upcomingWindow());
  const events = useEventsBetween(workspaceId, from, to, DASHBOARD_LIMITS.events);
  return useMemo(
    () =>
      events.status === 'ready'
        ? { status: 'ready', data: notStartedBy(events.data, Date.now()) }
        : events,
    [events],
  );
}
