import { DEFAULT_CALENDAR_CONFIG, type CalendarConfig } from '@crewspace/common/models';
import { screen } from '@testing-library/react';
import { renderWithFirebase as render } from '@/testing/firebase';
import userEvent from '@testing-library/user-event';
import { validateCalendarConfig, WorkspaceCalendarSettings } from './workspace-calendar-settings';
import type * as UseEventsModule from '../api/use-events';
import type * as CalendarConfigModule from '../api/calendar-config';

// The stored config is a tiny live store, so a save re-renders the settings with the new
// value as the Firestore listener would (which re-keys the form).
const mocks = vi.hoisted(() => {
  const state = {
    stored: null as CalendarConfig | null,
    listeners: new Set<() => void>(),
    updateCalendarConfig: vi.fn(
      async (_db: unknown, _workspaceId: string, config: CalendarConfig) => {
        state.stored = config;
        for (const listener of state.listeners) listener();
      },
    ),
  };
  return state;
});
vi.mock('../api/calendar-config', async (importOriginal) => ({
  ...(await importOriginal<typeof CalendarConfigModule>()),
  updateCalendarConfig: mocks.updateCalendarConfig,
}));
vi.mock('../api/use-events', async (importOriginal) => {
  const { DEFAULT_CALENDAR_CONFIG: config } = await import('@crewspace/common/models');
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    mocks.listeners.add(listener);
    return () => mocks.listeners.delete(listener);
  };
  return {
    ...(await importOriginal<typeof UseEventsModule>()),
    useCalendarConfig: () => ({
      status: 'ready',
      data: useSyncExternalStore(subscribe, () => mocks.stored ?? config),
    }),
  };
});

const withTime = (changes: Partial<CalendarConfig['timePreferences']>): CalendarConfig => ({
  ...DEFAULT_CALENDAR_CONFIG,
  timePreferences: { ...DEFAULT_CALENDAR_CONFIG.timePreferences, ...changes },
});

describe('WorkspaceCalendarSettings', () => {
  beforeEach(() => {
    mocks.updateCalendarConfig.mockClear();
    mocks.stored = null;
  });

  it('validates the zone and working hours', () => {
    expect(validateCalendarConfig(DEFAULT_CALENDAR_CONFIG)).toBeNull();
    expect(validateCalendarConfig(withTime({ timeZone: 'Nowhere/City' }))).toMatch(
      /not a known time zone/,
    );
    expect(
      validateCalendarConfig(withTime({ workingHours: { start: '18:00', end: '09:00' } })),
    ).toMatch(/end after/);
    expect(
      validateCalendarConfig(withTime({ workingHours: { start: 'nine', end: '17:00' } })),
    ).toMatch(/times like/);
    // Stored times are exactly HH:MM (firestore.rules), so "9:00" and "24:00" are refused.
    for (const end of ['9:00', '24:00']) {
      expect(validateCalendarConfig(withTime({ workingHours: { start: '08:00', end } }))).toMatch(
        /times like/,
      );
    }
  });

  it('saves changes with the changeSettings right', async () => {
    const user = userEvent.setup();
    render(<WorkspaceCalendarSettings workspaceId="ws" myRole="admin" />);
    const zone = screen.getByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Europe/Paris');
    await user.selectOptions(screen.getByLabelText('Default view'), 'month');
    await user.click(screen.getByRole('button', { name: 'Save calendar settings' }));
    expect(mocks.updateCalendarConfig).toHaveBeenCalledWith(expect.anything(), 'ws', {
      timePreferences: {
        ...DEFAULT_CALENDAR_CONFIG.timePreferences,
        timeZone: 'Europe/Paris',
      },
      viewPreferences: { ...DEFAULT_CALENDAR_CONFIG.viewPreferences, defaultView: 'month' },
    });
    // The confirmation outlives the form's reset to the saved value.
    expect(await screen.findByText('Calendar settings saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Paris');
    // The reset form's Save keeps the focus its predecessor had.
    expect(screen.getByRole('button', { name: 'Save calendar settings' })).toHaveFocus();
  });

  it('is read-only for members without the right', () => {
    render(<WorkspaceCalendarSettings workspaceId="ws" myRole="member" />);
    expect(screen.getByLabelText('Time zone')).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Save calendar settings' }),
    ).not.toBeInTheDocument();
  });
});
