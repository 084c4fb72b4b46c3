import type { CanvasPresence } from '../../../lib/firebase/canvas-refs';
import { PRESENCE_STALE_MS, colourFor, toCollaborators } from './collaborators';

const now = new Date('2026-03-01T10:00:00Z');
const entry = (uid: string, name: string, ageMs = 0): CanvasPresence => ({
  uid,
  name,
  x: 10,
  y: 20,
  button: 'up',
  updatedAt: new Date(now.getTime() - ageMs),
});

describe('toCollaborators', () => {
  it('lists others seen recently, by name, with steady colours', () => {
    const collaborators = toCollaborators(
      [
        entry('me', 'Me'),
        entry('b', 'Bob'),
        entry('a', 'Ann'),
        entry('old', 'Gone', PRESENCE_STALE_MS),
        { ...entry('new', 'Pending'), updatedAt: null },
      ],
      'me',
      now,
    );
    expect(collaborators.map((c) => c.username)).toEqual(['Ann', 'Bob']);
    expect(collaborators[0]).toMatchObject({
      id: 'a',
      pointer: { x: 10, y: 20, tool: 'pointer' },
      color: { background: colourFor('a'), stroke: colourFor('a') },
    });
    expect(colourFor('a')).toBe(colourFor('a'));
  });
});
