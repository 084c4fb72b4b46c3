/**
 * The calendar's first impression: the week view opens scrolled to the workspace's working hours
 * (calendarConfig), a 30-minute event reads title first, at 375 px it opens as the list and the
 * page fits the phone with the export and view buttons on screen and the week's day headings
 * fit their columns, and an empty week's hours can be reached and scrolled from the keyboard.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser } from '../fixtures/browser';
import { CalendarPage, clockText } from '../fixtures/calendar';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

/** How far (px) the slot lane at `time` sits below the top of the time grid's scroller. */
async function laneOffset(page: Page, time: string): Promise<number> {
  return page.evaluate((slotTime) => {
    const lane = document.querySelector(`.fc-timegrid-slot-lane[data-time="${slotTime}"]`);
    const scroller = lane?.closest('.fc-scroller');
    if (!lane || !scroller) throw new Error(`No lane ${slotTime}`);
    return lane.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  }, time);
}

/** Whether the button is on screen: visible and inside the viewport's width. */
async function onScreen(page: Page, name: RegExp | string): Promise<boolean> {
  const button = page.getByRole('button', { name, exact: true });
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return (await button.isVisible()) && box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('calendar layout', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
    // Working hours from 13:00: the view must follow the workspace, not a built-in 09:00.
    await getFirestore(adminApp())
      .doc(`workspaces/${team.workspaceId}`)
      .update({ 'calendarConfig.timePreferences.workingHours': { start: '13:00', end: '18:00' } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the week at the working hours and shows a 30-minute event title first', async () => {
    const owner = await signInTo(browser, team.owner, team.workspaceId);
    const calendar = new CalendarPage(owner.page);
    await calendar.open();
    const [monday] = await calendar.weekDates();
    if (!monday) throw new Error('The week view shows no days');
    await expect.poll(() => laneOffset(owner.page, '13:00:00')).toBeLessThan(2);
    expect(await laneOffset(owner.page, '13:00:00')).toBeGreaterThan(-2);

    const title = uniqueName('UX');
    await calendar.clickSlot(monday, '14:00');
    await calendar.dialog.getByLabel('Title').fill(title);
    await calendar.dialog.getByRole('button', { name: 'Save' }).click();
    await calendar.event(title).waitFor();
    const text = (await calendar.event(title).innerText()).replace(/\s+/g, ' ').trim();
    expect(text.startsWith(title)).toBe(true);
    expect(text).toContain(await clockText(owner.page, '14:00'));
    expect(owner.errors).toEqual([]);
    await owner.close();
  });

  it('opens as the list on a 375 px phone, which it fits, with the week and day a press away', async () => {
    const member = await signInTo(browser, team.member, team.workspaceId);
    await member.page.setViewportSize({ width: 375, height: 800 });
    await new CalendarPage(member.page).open();
    // The workspace's default is the week, which squeezes events into slivers on a phone.
    await member.page.locator('.fc-listWeek-view').waitFor();
    await expect
      .poll(() => member.page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    expect(await onScreen(member.page, /Export calendar/)).toBe(true);
    expect(await onScreen(member.page, 'Week')).toBe(true);
    await member.page.getByRole('button', { name: 'Week', exact: true }).click();
    await member.page.locator('.fc-timeGridWeek-view').waitFor();
    // The week's day headings fit their columns (a weekday letter over the date on a phone).
    const headings = await member.page.$$eval('.fc-col-header-cell', (cells) =>
      cells.map((cell) => {
        const text = cell.querySelector('.fc-col-header-cell-cushion');
        return {
          text: text?.textContent ?? '',
          fits: (text?.scrollWidth ?? 0) <= cell.clientWidth,
        };
      }),
    );
    expect(headings).toHaveLength(7);
    expect(headings.filter((heading) => !heading.fits)).toEqual([]);
    expect(await onScreen(member.page, 'Day')).toBe(true);
    expect(await onScreen(member.page, 'List')).toBe(true);
    await member.page.getByRole('button', { name: 'Day', exact: true }).click();
    await member.page.locator('.fc-timeGridDay-view').waitFor();
    await member.page.getByRole('button', { name: 'List', exact: true }).click();
    await member.page.locator('.fc-listWeek-view').waitFor();
    expect(
      await member.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    expect(member.errors).toEqual([]);
    await member.close();
  });

  it('lets the keyboard reach and scroll the hours of an empty week', async () => {
    const member = await signInTo(browser, team.member, team.workspaceId);
    const { page } = member;
    const calendar = new CalendarPage(page);
    await calendar.open();
    const [thisWeek] = await calendar.weekDates();
    // Next week has no event: nothing in the scrolling grid takes focus but its tab stop.
    await page.locator('.fc-next-button').click();
    await expect.poll(async () => (await calendar.weekDates())[0]).not.toBe(thisWeek);
    expect(await page.locator('.fc-event').count()).toBe(0);
    expect(await page.locator('.fc-timegrid-col[tabindex="0"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const columnFocused = () =>
      page.evaluate(() => document.activeElement?.classList.contains('fc-timegrid-col') ?? false);
    const scrollTop = () =>
      page.evaluate(
        () => document.querySelector('.fc-timegrid-body')?.closest('.fc-scroller')?.scrollTop ?? -1,
      );
    await page.locator('.fc-next-button').focus();
    for (let stop = 0; stop < 15 && !(await columnFocused()); stop += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await columnFocused()).toBe(true);
    const before = await scrollTop();
    await page.keyboard.press('PageDown');
    await expect.poll(scrollTop).toBeGreaterThan(before);
    expect(member.errors).toEqual([]);
    await member.close();
  });
});
