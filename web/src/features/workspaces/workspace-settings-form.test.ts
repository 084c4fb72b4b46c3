import { validateInviteEmail, validateWorkspaceForm } from './workspace-settings-form';

describe('validateWorkspaceForm', () => {
  it('trims valid values', () => {
    expect(validateWorkspaceForm({ name: '  Team  ', description: ' Hi ' })).toEqual({
      ok: true,
      values: { name: 'Team', description: 'Hi' },
    });
  });

  it('needs a name of at most 100 characters', () => {
    expect(validateWorkspaceForm({ name: '   ', description: '' })).toEqual({
      ok: false,
      errors: { name: 'Give the workspace a name.' },
    });
    expect(validateWorkspaceForm({ name: 'x'.repeat(101), description: '' })).toEqual({
      ok: false,
      errors: { name: 'Use at most 100 characters.' },
    });
    expect(validateWorkspaceForm({ name: 'x'.repeat(100), description: '' }).ok).toBe(true);
  });

  it('limits the description', () => {
    const result = validateWorkspaceForm({ name: 'A', description: 'x'.repeat(1001) });
    expect(result).toEqual({ ok: false, errors: { description: 'Use at most 1000 characters.' } });
  });
});

describe('validateInviteEmail', () => {
  it('lower-cases and trims a valid address', () => {
    expect(validateInviteEmail('  Bob@Crewspace.TEST ')).toEqual({
      ok: true,
      email: 'bob@crewspace.test',
    });
  });

  it('refuses what is not an address', () => {
    expect(validateInviteEmail('bob')).toEqual({ ok: false, error: 'Enter an email address.' });
  });
});
