/**
 * The least calendar FullCalendar makes: its core, the React adapter and one view (the month
 * grid). The app's calendar adds the week and day grids, the agenda list and drag-and-drop.
 */
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';

const PLUGINS = [dayGridPlugin];

export default function CalendarFloor() {
  return <FullCalendar plugins={PLUGINS} initialView="dayGridMonth" />;
}
