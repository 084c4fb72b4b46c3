import { mentionsInText } from './mentions';

describe('mentionsInText', () => {
  it('keeps the people still named in the text, once', () => {
    const picked = [
      { uid: 'a', name: 'Ann Lee' },
      { uid: 'b', name: 'Bo' },
      { uid: 'a', name: 'Ann Lee' },
    ];
    expect(mentionsInText('@Ann Lee look at this', picked)).toEqual(['a']);
    expect(mentionsInText('nobody', picked)).toEqual([]);
  });
});
