import type { CanvasPresence } from '../api/canvases';
import { PRESENCE_STALE_MS, activeOthers, colourFor, toCollaborators } from './collaborators';

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
