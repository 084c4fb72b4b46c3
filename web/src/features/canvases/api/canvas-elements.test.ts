import { ELEMENT_JSON_MAX, serializeElements } from './canvas-elements';

describe('serializeElements', () => {
  it('keeps elements whose JSON the rules accept and names the ones too large', () => {
    const small = { id: 'a', version: 1, versionNonce: 2, element: { type: 'rectangle' } };
    const huge = {
      id: 'b',
      version: 1,
      versionNonce: 3,
      element: { type: 'freedraw', text: 'x'.repeat(ELEMENT_JSON_MAX) },
    };
    const { storable, tooLarge } = serializeElements([small, huge]);
    expect(storable).toEqual([{ ...small, json: '{"type":"rectangle"}' }]);
    expect(tooLarge).toEqual(['b']);
  });
});
