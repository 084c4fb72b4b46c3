/** FullCalendar's toolbar: which buttons, and their words. */
export const HEADER_TOOLBAR = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
};

/**
 * Words on every toolbar button, in the app's sentence case. Prev and next get words too: as
 * icons FullCalendar renders them as a `role="img"` with no text alternative (axe:
 * role-img-alt), and its hint is only a title (still shown on hover: "Previous week").
 */
export const TOOLBAR_TEXT = {
  prev: 'Previous',
  next: 'Next',
  today: 'Today',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  list: 'List',
};
