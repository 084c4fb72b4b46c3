import { claimRetryDelay } from './auth-provider';

describe('claimRetryDelay', () => {
  it('refreshes at once, then backs off to every 4 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(claimRetryDelay)).toEqual([
      0, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});
