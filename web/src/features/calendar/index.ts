/**
 * The calendar feature's public surface. The calendar page loads FullCalendar, so it is lazy
 * here: no other page's bundle carries it.
 */
import { lazy } from 'react';

export const WorkspaceCalendar = lazy(() =>
  import('./components/workspace-calendar').then((module) => ({
    default: module.WorkspaceCalendar,
  })),
);
export { WorkspaceCalendarSettings } from './components/workspace-calendar-settings';
export { useCalendarConfig, useProjectEvents, useUpcomingEvents } from './api/use-events';
export type { CalendarEvent } from './api/events';
