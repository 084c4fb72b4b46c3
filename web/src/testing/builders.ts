/** Small builders for app models in component tests. */
import type { AppNotification } from '../lib/firebase/converters';
import type { AuthSession } from '../lib/firebase/auth';

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    userId: 'u1',
    type: 'user-signup',
    title: 'New account awaits approval',
    body: 'Someone signed up.',
    read: false,
    createdAt: new Date('2025-01-01T10:00:00Z'),
    link: null,
    subjectUserId: null,
    ...overrides,
  };
}

export function buildSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    uid: 'u1',
    email: 'ada@crewspace.test',
    displayName: 'Ada',
    photoURL: null,
    approved: true,
    admin: false,
    ...overrides,
  };
}
