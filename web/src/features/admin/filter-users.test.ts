import { filterUsersByQuery, looksLikeEmail } from './filter-users';

const users = [
  { email: 'Alice@Crewspace.test', displayName: 'Alice' },
  { email: 'bob@example.com', displayName: 'Bob Builder' },
];

describe('filterUsersByQuery', () => {
  it('matches email case-insensitively and keeps everyone for an empty query', () => {
    expect(filterUsersByQuery(users, 'alice@crew')).toEqual([users[0]]);
    expect(filterUsersByQuery(users, '  ')).toEqual(users);
  });

  it('matches names too', () => {
    expect(filterUsersByQuery(users, 'builder')).toEqual([users[1]]);
  });
});

describe('looksLikeEmail', () => {
  it('tells a whole address from a fragment', () => {
    expect(looksLikeEmail('bob@example.com')).toBe(true);
    expect(looksLikeEmail('bob@')).toBe(false);
  });
});
