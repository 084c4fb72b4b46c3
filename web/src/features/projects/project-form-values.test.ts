import { EMPTY_PROJECT_FORM, toFormValues, validateProjectForm } from './project-form-values';

describe('validateProjectForm', () => {
  it('trims and converts valid values', () => {
    const result = validateProjectForm({
      ...EMPTY_PROJECT_FORM,
      name: '  Launch  ',
      description: ' Ship it ',
      leadId: 'u2',
      dueDate: '2026-05-04',
      emoji: '🚀',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Launch',
        description: 'Ship it',
        status: 'active',
        color: '#4338ca',
        emoji: '🚀',
        leadId: 'u2',
        dueDate: new Date('2026-05-04T00:00:00'),
      },
    });
  });

  it('refuses an empty or too long name, a long description and a bad colour', () => {
    const result = validateProjectForm({
      ...EMPTY_PROJECT_FORM,
      name: ' ',
      description: 'x'.repeat(5001),
      color: 'red',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Give the project a name.',
        description: 'Use at most 5000 characters.',
        color: 'Use a colour like #4338ca.',
      },
    });
    const long = validateProjectForm({ ...EMPTY_PROJECT_FORM, name: 'x'.repeat(121) });
    expect(long.ok).toBe(false);
  });

  it('maps no lead and no date to null', () => {
    const result = validateProjectForm({ ...EMPTY_PROJECT_FORM, name: 'A' });
    expect(result.ok && result.input.leadId).toBeNull();
    expect(result.ok && result.input.dueDate).toBeNull();
  });
});

describe('toFormValues', () => {
  it('round-trips a project through the form', () => {
    const input = {
      name: 'A',
      description: 'B',
      status: 'done' as const,
      color: '#112233',
      emoji: '',
      leadId: null,
      dueDate: new Date('2026-01-09T00:00:00'),
    };
    expect(validateProjectForm(toFormValues(input))).toEqual({ ok: true, input });
  });
});
