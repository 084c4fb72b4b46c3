import { describe, expect, it } from 'vitest';
import {
  OBSERVER,
  SOLO,
  actingMembers,
  groupMembers,
  loadPeople,
  seededAttendees,
  uploaderOfVideo,
  videoId,
} from './dataset';

describe('the load workspace', () => {
  const people = loadPeople(200);

  it('has distinct people with their own logins', () => {
    expect(new Set(people.map((one) => one.uid)).size).toBe(200);
    expect(new Set(people.map((one) => one.email)).size).toBe(200);
  });

  it('leaves only the observer out of the acting members', () => {
    expect(actingMembers(200)).toHaveLength(199);
    expect(actingMembers(200)).not.toContain(OBSERVER);
  });

  it('puts the observer in every group and everyone else in one', () => {
    const groups = [0, 1, 2, 3].map((group) => groupMembers(people, group).map((one) => one.index));
    for (const members of groups) expect(members).toContain(OBSERVER);
    const others = groups.flat().filter((index) => index !== OBSERVER);
    expect(new Set(others).size).toBe(199);
    expect(others).toHaveLength(199);
  });

  it('invites others to a member’s event, never its owner or the observer', () => {
    for (const member of actingMembers(200)) {
      const attendees = seededAttendees(member, 200);
      expect(attendees.length).toBeGreaterThanOrEqual(2);
      expect(attendees).not.toContain(member);
      expect(attendees).not.toContain(OBSERVER);
    }
  });

  it('invites the solo member to enough events for the floor’s 24 reads and the warm-up’s', () => {
    const invitedTo = actingMembers(200).filter((member) =>
      seededAttendees(member, 200).includes(SOLO),
    );
    expect(invitedTo.length).toBeGreaterThanOrEqual(25);
  });

  it('knows each seeded video’s uploader', () => {
    expect(uploaderOfVideo(videoId(0))).toBe(SOLO + 1);
    expect(() => uploaderOfVideo('elsewhere')).toThrow(/not a seeded video/);
  });
});
