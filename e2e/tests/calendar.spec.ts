/**
 * The workspace calendar against the full stack: the owner creates an event by clicking a slot,
 * reads it and edits it in the dialog (moving the start keeps the duration), moves and resizes it
 * with mouse drags, changes the week start and the default view in workspace settings and sees
 * the calendar follow, and exports a valid .ics; a viewer reads the event and cannot move it. An
 * event opened from the bell opens read first on its own date, and its notice says when in the
 * reader's time and that it repeats.
 */
import { readFile } from 'node:fs/promises';
import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { CalendarPage, clockText, dragUntil, storedEventTimes } from '../fixtures/calendar';
import { ContentSeed } from '../fixtures/content';
import { AppShell } from '../fixtures/pages';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

/** 20261117T120000: the ICS local form of an instant in Paris. */
function parisWallTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

describe('calendar', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates, edits, moves and resizes an event; settings shape the view; viewers only read; .ics export', async () => {
    const { workspaceId } = team;
    const owner = await signInTo(browser, team.owner, workspaceId);
    const calendar = new CalendarPage(owner.page);
    const title = uniqueName('Standup');
    const edited = `${title} (edited)`;

    // Week view (the default), Monday first, workspace zone UTC.
    await calendar.open();
    const [monday, tuesday] = await calendar.weekDates();
    if (!monday || !tuesday) throw new Error('The week view shows no days');

    // Click a slot: the dialog opens on that half hour.
    await calendar.clickSlot(monday, '10:00');
    await calendar.dialog.getByRole('heading', { name: 'New event' }).waitFor();
    expect(await calendar.dialog.getByLabel('Starts').inputValue()).toBe(`${monday}T10:00`);
    await calendar.dialog.getByLabel('Title').fill(title);
    await calendar.dialog.getByRole('button', { name: 'Save' }).click();
    await calendar.event(title).waitFor();
    await expect
      .poll(() => storedEventTimes(workspaceId, title))
      .toEqual({
        start: `${monday}T10:00:00.000Z`,
        end: `${monday}T10:30:00.000Z`,
      });

    // The event opens read first; Edit turns it into the form. A new title, one hour long; moving
    // the start takes the end along (the event keeps its 30 minutes).
    await calendar.event(title).click();
    await calendar.dialog.getByRole('heading', { name: title }).waitFor();
    await calendar.dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await calendar.dialog.getByRole('heading', { name: 'Edit event' }).waitFor();
    await calendar.dialog.getByLabel('Title').fill(edited);
    await calendar.dialog.getByLabel('Starts').fill(`${monday}T10:30`);
    expect(await calendar.dialog.getByLabel('Ends').inputValue()).toBe(`${monday}T11:00`);
    await calendar.dialog.getByLabel('Starts').fill(`${monday}T10:00`);
    expect(await calendar.dialog.getByLabel('Ends').inputValue()).toBe(`${monday}T10:30`);
    await calendar.dialog.getByLabel('Ends').fill(`${monday}T11:00`);
    await calendar.dialog.getByRole('button', { name: 'Save' }).click();
    await calendar.dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => storedEventTimes(workspaceId, edited))
      .toEqual({
        start: `${monday}T10:00:00.000Z`,
        end: `${monday}T11:00:00.000Z`,
      });

    // Drag it to Tuesday 11:00, then drag its end down to 13:00. First let the calendar draw the
    // edited hour: a drag that starts while FullCalendar redraws the event is dropped.
    const hour = `${await clockText(owner.page, '10:00')} – ${await clockText(owner.page, '11:00')}`;
    await calendar.event(edited).filter({ hasText: hour }).waitFor();
    const startsAt = async (iso: string) =>
      (await storedEventTimes(workspaceId, edited))?.start === iso;
    const endsAt = async (iso: string) =>
      (await storedEventTimes(workspaceId, edited))?.end === iso;
    await dragUntil(
      () => calendar.moveEvent(edited, tuesday, '11:00'),
      () => startsAt(`${tuesday}T11:00:00.000Z`),
    );
    await expect
      .poll(() => storedEventTimes(workspaceId, edited))
      .toEqual({
        start: `${tuesday}T11:00:00.000Z`,
        end: `${tuesday}T12:00:00.000Z`,
      });
    await dragUntil(
      () => calendar.resizeEvent(edited, tuesday, '12:30'),
      () => endsAt(`${tuesday}T13:00:00.000Z`),
    );
    await expect
      .poll(() => storedEventTimes(workspaceId, edited))
      .toEqual({
        start: `${tuesday}T11:00:00.000Z`,
        end: `${tuesday}T13:00:00.000Z`,
      });

    // The viewer reads it: no New event, a read view without Edit, and drags do nothing.
    const viewer = await signInTo(browser, team.viewer, workspaceId);
    const viewerCalendar = new CalendarPage(viewer.page);
    await viewerCalendar.open();
    await viewer.page
      .getByText('Your role (viewer) cannot add or change events in this workspace.')
      .waitFor();
    expect(await viewer.page.getByRole('button', { name: 'New event' }).count()).toBe(0);
    await viewerCalendar.event(edited).click();
    await viewerCalendar.dialog.getByRole('heading', { name: edited }).waitFor();
    expect(
      await viewerCalendar.dialog.getByRole('button', { name: 'Edit', exact: true }).count(),
    ).toBe(0);
    expect(await viewerCalendar.dialog.getByRole('textbox').count()).toBe(0);
    await viewerCalendar.dialog.getByRole('button', { name: 'Close' }).click();
    await viewerCalendar.moveEvent(edited, monday, '09:00');
    expect(await storedEventTimes(workspaceId, edited)).toEqual({
      start: `${tuesday}T11:00:00.000Z`,
      end: `${tuesday}T13:00:00.000Z`,
    });

    // Settings: Paris time, the week starts on Sunday and the calendar opens on the month.
    await owner.page.goto(`/workspaces/${workspaceId}/settings`);
    const settings = owner.page.getByRole('form', { name: 'Calendar settings' });
    await settings.getByLabel('Time zone').fill('Europe/Paris');
    await settings.getByLabel('Week starts on').selectOption('0');
    await settings.getByLabel('Default view').selectOption('month');
    await settings.getByRole('button', { name: 'Save calendar settings' }).click();
    await settings.getByText('Calendar settings saved.').waitFor();
    await calendar.open();
    await owner.page.locator('.fc-dayGridMonth-view').waitFor();
    await owner.page.getByText('Europe/Paris', { exact: true }).waitFor();
    expect(await owner.page.locator('.fc-col-header-cell').first().textContent()).toBe('Sun');
    // The viewer's open calendar follows the saved settings live.
    await viewer.page.locator('.fc-dayGridMonth-view').waitFor();

    // Export the whole calendar as .ics: local Paris times with a VTIMEZONE.
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('button', { name: 'Export calendar (.ics)' }).click(),
    ]);
    const path = await download.path();
    const ics = await readFile(path, 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('VERSION:2.0\r\n');
    expect(ics).toContain(`SUMMARY:${edited}\r\n`);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${parisWallTime(`${tuesday}T11:00:00Z`)}\r\n`);
    expect(ics).toContain(`DTEND;TZID=Europe/Paris:${parisWallTime(`${tuesday}T13:00:00Z`)}\r\n`);

    expect([...owner.errors, ...viewer.errors]).toEqual([]);
    await Promise.all([owner.close(), viewer.close()]);
  }, 120_000);

  it('opens an event from the bell read first, on its own date, saying when in the reader’s time and that it repeats', async () => {
    const { workspaceId } = team;
    const title = uniqueName('Quarterly review');
    // Three weeks ahead, a Wednesday at 14:00 UTC: outside the week the calendar opens on.
    const start = new Date();
    start.setUTCDate(start.getUTCDate() + 21 + ((3 - start.getUTCDay() + 7) % 7));
    start.setUTCHours(14, 0, 0, 0);
    // The calendar keeps Tokyo time; the reader's browser is elsewhere (the machine's zone, UTC).
    await getFirestore(adminApp())
      .collection('workspaces')
      .doc(workspaceId)
      .update({
        calendarConfig: {
          ...DEFAULT_CALENDAR_CONFIG,
          timePreferences: { ...DEFAULT_CALENDAR_CONFIG.timePreferences, timeZone: 'Asia/Tokyo' },
        },
      });
    const seed = new ContentSeed(workspaceId, team.owner.uid);
    seed.event(title, start, { minutes: 60, attendees: [team.member.uid], repeats: 'weekly' });
    await seed.commit();

    const member = await signInTo(browser, team.member, workspaceId);
    const shell = new AppShell(member.page);
    await shell.bellWithUnread(1).click();
    const notice = shell.notificationsPanel.getByRole('listitem').filter({ hasText: title });
    // The reader's time first, the calendar's beside it, and the repeat: no "UTC" baked in.
    const [mine, tokyo] = await member.page.evaluate((iso) => {
      const at = new Date(iso);
      return [
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
        new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
          at,
        ),
      ];
    }, start.toISOString());
    await notice.getByText(`${mine} (${tokyo} in Asia/Tokyo), repeats weekly`).waitFor();
    expect(await notice.textContent()).not.toContain('UTC');
    await notice.getByRole('link', { name: `Invitation: ${title}` }).click();

    const calendar = new CalendarPage(member.page);
    await calendar.dialog.getByRole('heading', { name: title }).waitFor();
    await calendar.dialog.getByText('Every week').waitFor();
    expect(await calendar.dialog.getByRole('textbox').count()).toBe(0);
    // The calendar went to the event's week (23:00 in Tokyo, the same day): closed, the event is
    // on screen there.
    const day = start.toISOString().slice(0, 10);
    await expect.poll(() => calendar.weekDates()).toContain(day);
    await calendar.dialog.getByRole('button', { name: 'Close' }).click();
    await calendar.event(title).first().waitFor();
    expect(member.errors).toEqual([]);
    await member.close();
  });
});
