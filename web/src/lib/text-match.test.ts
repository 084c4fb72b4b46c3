import { excerptAround, foldTerm, highlightParts, queryTerms } from './text-match';

describe('highlightParts', () => {
  it('marks matched terms in the text, accents folded', () => {
    expect(highlightParts('Résumé review', ['resume'])).toEqual([
      { text: 'Résumé', match: true },
      { text: ' review', match: false },
    ]);
    expect(highlightParts('Plain', [])).toEqual([{ text: 'Plain', match: false }]);
  });
});

describe('queryTerms', () => {
  it('folds and splits what was typed', () => {
    expect(queryTerms('  Kick-off  BUDGET ')).toEqual(['kick-off', 'budget']);
    expect(foldTerm('Éclair')).toBe('eclair');
  });
});

describe('excerptAround', () => {
  const long = `${'early words '.repeat(20)}the budget is agreed ${'late words '.repeat(20)}`;

  it('keeps a short text whole', () => {
    expect(excerptAround('The  budget\nis agreed', ['budget'], 80)).toBe('The budget is agreed');
  });

  it('cuts a long text around the first match, at spaces, saying where it was cut', () => {
    const excerpt = excerptAround(long, ['budget'], 80);
    expect(excerpt.length).toBeLessThanOrEqual(82);
    expect(excerpt).toContain('the budget is agreed');
    expect(excerpt.startsWith('…early words')).toBe(true);
    expect(excerpt.endsWith('words…')).toBe(true);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(excerptAround(long, ['absent'], 40)).toBe('early words early words early words…');
  });
});
