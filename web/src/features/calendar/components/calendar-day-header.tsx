import type { DayHeaderContentArg } from '@fullcalendar/core';
import { dateTimeFormat } from '@/lib/format-time';
import styles from './calendar.module.css';

/**
 * A week view's day heading. FullCalendar's "Mon 11/23" needs about 60 px, and a phone gives a
 * day 39: there the heading is the weekday's letter over the day of the month ("M" over "23").
 * The stylesheet shows one of the two, so only it is read out. Dates here are UTC-coerced (the
 * calendar runs in UTC with times shifted into the workspace's zone).
 */
export function renderDayHeaderContent(arg: DayHeaderContentArg) {
  if (arg.view.type !== 'timeGridWeek') return true;
  const weekday = dateTimeFormat(undefined, { weekday: 'narrow', timeZone: 'UTC' }).format(
    arg.date,
  );
  return (
    <>
      <span className={styles.dayHeaderWide}>{arg.text}</span>
      <span className={styles.dayHeaderNarrow}>
        <span>{weekday}</span>
        <span>{arg.date.getUTCDate()}</span>
      </span>
    </>
  );
}
