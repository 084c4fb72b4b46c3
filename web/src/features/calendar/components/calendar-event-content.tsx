import type { EventContentArg } from '@fullcalendar/core';
import styles from './calendar.module.css';

/**
 * A timed event in the week and day grids: the title first, then its times, so a 30-minute event
 * reads "UX 10:00 - 10:30" (title kept, times ellipsed) instead of FullCalendar's
 * "10:00 - 10:30 - UX" run-on. Month and agenda views keep FullCalendar's own rendering.
 */
export function CalendarEventContent({ title, timeText }: { title: string; timeText: string }) {
  return (
    <span className={styles.event}>
      <span className={styles.eventTitle}>{title}</span>
      {timeText ? <span className={styles.eventTime}>{timeText}</span> : null}
    </span>
  );
}

/** FullCalendar's eventContent hook: our layout in the time grids, the default (true) elsewhere. */
export function renderEventContent(arg: EventContentArg) {
  if (!arg.view.type.startsWith('timeGrid') || arg.event.allDay) return true;
  return <CalendarEventContent title={arg.event.title} timeText={arg.timeText} />;
}
