import type { CanvasPresence } from '../api/canvases';
import {
  PRESENCE_STALE_MS,
  activeOthers,
  colourFor,
  nextExpiry,
  toCollaborators,
} from './collaborators';

const now = new Date('2026-03-01T10:00:00Z');
const entry = (uid: string, name: string, ageMs = 0): CanvasPresence => ({
  uid,
  name,
  x: 10,
  y: 20,
  button: 'up',
  updatedAt: new Date(now.getTime() - ageMs),
});
const entries = [
  entry('me', 'Me'),
  entry('b', 'I am the admin'),
  entry('a', 'Ann'),
  entry('old', 'Gone', PRESENCE_STALE_MS),
  { ...entry('new', 'Pending'), updatedAt: null },
];
const members: Record<string, string> = { a: 'Ann', b: 'Bob' };

describe('toCollaborators', () => {
  it('lists others seen recently, named by their member documents, with steady colours', () => {
    const collaborators = toCollaborators(entries, 'me', now, (uid) => members[uid] ?? 'Someone');
    // Bob's presence entry claims another name; his member document's name is shown.
    expect(collaborators.map((c) => c.username)).toEqual(['Ann', 'Bob']);
    expect(collaborators[0]).toMatchObject({
      id: 'a',
      pointer: { x: 10, y: 20, tool: 'pointer' },
      color: { background: colourFor('a'), stroke: colourFor('a') },
    });
    expect(colourFor('a')).toBe(colourFor('a'));
  });

  it('finds the fresh others whose names to read', () => {
    expect(activeOthers(entries, 'me', now).map((e) => e.uid)).toEqual(['b', 'a']);
  });
});

describe('stale presence', () => {
  it('takes a pointer not updated for 30 s as gone (a crashed tab cannot remove its own)', () => {
    expect(PRESENCE_STALE_MS).toBe(30_000);
    const ages = [0, 29_999, 30_000, 45_000];
    const aged = ages.map((age) => entry(`u${age}`, 'Someone', age));
    expect(activeOthers(aged, 'me', now).map((e) => e.uid)).toEqual(['u0', 'u29999']);
  });

  it('says when the next fresh pointer goes stale, so readers look again right then', () => {
    expect(nextExpiry([entry('a', 'Ann', 25_000), entry('b', 'Bob', 10_000)], 'me', now)).toBe(
      5_000,
    );
    expect(nextExpiry([entry('me', 'Me'), entry('old', 'Gone', 30_000)], 'me', now)).toBeNull();
  });
});
