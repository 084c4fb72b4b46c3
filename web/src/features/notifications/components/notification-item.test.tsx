import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatEventStart } from '@/lib/format-time';
import { buildNotification } from '@/testing/builders';
import { NotificationItem } from './notification-item';

describe('NotificationItem', () => {
  it("writes an event notice's time in the reader's zone, with its repeat", () => {
    const event = {
      start: new Date('2026-12-01T10:00:00Z'),
      allDay: false,
      timeZone: 'Europe/Paris',
      repeats: 'weekly' as const,
    };
    render(
      <MemoryRouter>
        <NotificationItem
          notification={buildNotification({
            type: 'event-invite',
            title: 'Invitation: Launch review',
            body: 'You were added to Launch review.',
            event,
          })}
          onMarkRead={vi.fn()}
          onOpen={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('You were added to Launch review.')).toBeInTheDocument();
    const when = screen.getByText(formatEventStart(event));
    expect(when).toHaveTextContent(/repeats weekly$/);
  });

  it('opens a task notice on its task', () => {
    render(
      <MemoryRouter>
        <NotificationItem
          notification={buildNotification({
            type: 'task-assigned',
            title: 'Alice assigned you “Fix the logo”',
            body: 'Open the task to see what it needs.',
            link: '/w/ws1/tasks/t1',
          })}
          onMarkRead={vi.fn()}
          onOpen={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Alice assigned you “Fix the logo”' })).toHaveAttribute(
      'href',
      '/w/ws1/tasks/t1',
    );
    expect(screen.getByText('Open the task to see what it needs.')).toBeInTheDocument();
  });
});
