import confetti from 'canvas-confetti';

import { celebrate } from './celebrate';

vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve(undefined)) }));

describe('celebrate', () => {
  it('fires the upload confetti: 100 particles, spread 70', async () => {
    celebrate();
    // The numbers themselves, written out: a changed CONFETTI_OPTIONS must fail this test.
    await vi.waitFor(() =>
      expect(confetti).toHaveBeenCalledWith(
        expect.objectContaining({ particleCount: 100, spread: 70 }),
      ),
    );
  });
});
