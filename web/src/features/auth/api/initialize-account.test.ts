import { displayNameToSync } from './initialize-account';

describe('displayNameToSync', () => {
  const doc = { email: 'pat@example.com', displayName: 'pat' };

  it("replaces the trigger's email-based default with the chosen name", () => {
    expect(displayNameToSync(doc, 'Pat Smith')).toBe('Pat Smith');
    expect(displayNameToSync({ ...doc, displayName: '' }, 'Pat Smith')).toBe('Pat Smith');
  });

  it('leaves a name the user chose alone', () => {
    expect(displayNameToSync({ ...doc, displayName: 'Patricia' }, 'Pat Smith')).toBeNull();
    expect(displayNameToSync({ ...doc, displayName: 'Pat Smith' }, 'Pat Smith')).toBeNull();
    expect(displayNameToSync(doc, null)).toBeNull();
  });
});
