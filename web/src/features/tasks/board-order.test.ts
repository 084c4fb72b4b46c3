import { byPosition, dropPosition } from './board-order';

const column = [
  { id: 'a', position: 'a0' },
  { id: 'b', position: 'a1' },
  { id: 'c', position: 'a2' },
];

describe('dropPosition', () => {
  it('puts a card between its new neighbours, first or last', () => {
    expect(dropPosition(column, 'x', 0)).toBe('Zz');
    expect(dropPosition(column, 'x', 1)).toBe('a0V');
    expect(dropPosition(column, 'x', 3)).toBe('a3');
  });

  it('leaves the moved card itself out of its column', () => {
    // c moved to the top of its own column: before a, not before itself.
    expect(dropPosition(column, 'c', 0)).toBe('Zz');
    // a moved below b: between b and c.
    expect(dropPosition(column, 'a', 1)).toBe('a1V');
  });

  it('starts an empty column at a0', () => {
    expect(dropPosition([], 'x', 0)).toBe('a0');
  });

  it('drops past a run of equal keys instead of failing', () => {
    const same = [
      { id: 'a', position: 'a1' },
      { id: 'b', position: 'a1' },
      { id: 'c', position: 'a2' },
    ];
    const key = dropPosition(same, 'x', 1);
    expect(key > 'a1' && key < 'a2').toBe(true);
  });

  it('orders equal keys by id', () => {
    const cards = [
      { id: 'b', position: 'a1' },
      { id: 'a', position: 'a1' },
      { id: 'c', position: 'a0' },
    ];
    expect([...cards].sort(byPosition).map(({ id }) => id)).toEqual(['c', 'a', 'b']);
  });
});
