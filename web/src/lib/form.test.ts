import { z } from 'zod';
import { validateForm } from './form';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  age: z.number().int('Whole years only.').min(0, 'Not negative.'),
});

describe('validateForm', () => {
  it('returns the parsed values when the form is valid', () => {
    expect(validateForm(schema, { name: '  Ada ', age: 36 })).toEqual({
      ok: true,
      values: { name: 'Ada', age: 36 },
    });
  });

  it('returns the first message per field', () => {
    expect(validateForm(schema, { name: '   ', age: -1.5 })).toEqual({
      ok: false,
      errors: { name: 'Enter a name.', age: 'Whole years only.' },
    });
  });
});
