import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { waitFor } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';

const eventNotes = async (eventId: string) =>
  (await db.collection('notifications').get()).docs
    .filter((note) => note.id.includes(`_${eventId}_`))
    .map((note) => ({ userId: String(note.get('userId')), type: String(note.get('type')) }));

describe('event attendee notifications (attack: spoofed and repeated notifications)', () => {
  it('notifies members only, and adding an attendee again notifies nobody again', async () => {
    const owner = await approvedAccount('Event Owner');
    const teammate = await approvedAccount('Teammate');
    const stranger = await approvedAccount('Stranger');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, teammate, team.id);

    const event = db.collection('workspaces').doc(team.id).collection('events').doc();
    const base = {
      title: 'Free money',
      start: new Date('2030-01-01T10:00:00Z'),
      end: new Date('2030-01-01T11:00:00Z'),
      allDay: false,
      description: '',
      location: '',
      createdBy: owner.uid,
    };
    await event.set({ ...base, attendees: [teammate.uid, stranger.uid], updatedAt: new Date(1) });
    await waitFor(async () => ((await eventNotes(event.id)).length ? true : undefined), 'invite');

    // Toggle the teammate off and on with fresh client timestamps, as an attacker would.
    for (let round = 2; round < 6; round += 1) {
      const attendees = round % 2 === 0 ? [stranger.uid] : [teammate.uid, stranger.uid];
      await event.update({ attendees, updatedAt: new Date(round) });
    }
    // Let the triggers of every write run.
    await sleep(3000);
    expect(await eventNotes(event.id)).toEqual([{ userId: teammate.uid, type: 'event-invite' }]);

    // A real change reaches the member once, however often it is written.
    const moved = {
      start: new Date('2030-01-02T10:00:00Z'),
      end: new Date('2030-01-02T11:00:00Z'),
    };
    await event.update({ ...moved, updatedAt: new Date(10) });
    await event.update({ ...moved, description: '', updatedAt: new Date(11) });
    await waitFor(
      async () => ((await eventNotes(event.id)).length === 2 ? true : undefined),
      'update notification',
    );
    await sleep(2000);
    expect((await eventNotes(event.id)).map((note) => note.type).sort()).toEqual([
      'event-invite',
      'event-updated',
    ]);
    expect((await eventNotes(event.id)).some((note) => note.userId === stranger.uid)).toBe(false);
  });

  it("stores the start, the calendar's zone and the repeat for the reader's app to write", async () => {
    const owner = await approvedAccount('Zone Owner');
    const teammate = await approvedAccount('Zone Teammate');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, teammate, team.id);
    const workspace = db.collection('workspaces').doc(team.id);
    await workspace.update({ 'calendarConfig.timePreferences.timeZone': 'Asia/Tokyo' });

    const event = workspace.collection('events').doc();
    await event.set({
      title: 'Weekly sync',
      start: new Date('2030-02-04T01:00:00Z'),
      end: new Date('2030-02-04T02:00:00Z'),
      allDay: false,
      description: '',
      location: '',
      recurrence: { freq: 'weekly', until: null, count: null },
      attendees: [teammate.uid],
      createdBy: owner.uid,
      updatedAt: new Date(1),
    });
    const notice = await waitFor(async () => {
      const found = await db
        .collection('notifications')
        .doc(`event-invite_${event.id}_${teammate.uid}`)
        .get();
      return found.exists ? found : undefined;
    }, 'invite');
    expect(notice.get('body')).toBe('You were added to Weekly sync.');
    expect(notice.get('event.start').toDate()).toEqual(new Date('2030-02-04T01:00:00Z'));
    expect(notice.get('event')).toMatchObject({
      allDay: false,
      timeZone: 'Asia/Tokyo',
      repeats: 'weekly',
    });
  });
});
