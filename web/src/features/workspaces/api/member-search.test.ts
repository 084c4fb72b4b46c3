import { namePrefixRange } from './member-search';

describe('namePrefixRange', () => {
  it('bounds the lower-cased, trimmed prefix from itself to itself + \\uf8ff', () => {
    expect(namePrefixRange('  Ad ')).toEqual({ start: 'ad', end: 'ad\uf8ff' });
  });

  it('holds the names that start with the prefix and no other', () => {
    const range = namePrefixRange('ad')!;
    const inRange = (name: string) => name >= range.start && name < range.end;
    expect(['ad', 'ada', 'adèle', 'ad zed'].every(inRange)).toBe(true);
    expect(['ac', 'ae', 'a', 'bad'].some(inRange)).toBe(false);
  });

  it('is null when nothing is typed', () => {
    expect(namePrefixRange('   ')).toBeNull();
  });
});
