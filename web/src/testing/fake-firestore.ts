/**
 * A stand-in for lib/firebase/firestore's listeners: records every listener opened (by the ref or
 * query it was given) and lets the test push snapshots or errors into it.
 */
export interface FakeListener {
  source: unknown;
  next: (value: unknown) => void;
  error: (error: Error) => void;
  closed: boolean;
}

export function createFakeFirestore() {
  const listeners: FakeListener[] = [];
  function listen(source: unknown, next: (value: never) => void, error: (error: Error) => void) {
    const listener: FakeListener = {
      source,
      next: next as (value: unknown) => void,
      error,
      closed: false,
    };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  }
  return {
    listeners,
    listenToDoc: listen,
    listenToQuery: listen,
    /** Open listeners whose source has this `kind` (the fake refs tag their results). */
    open(kind: string): FakeListener[] {
      return listeners.filter(
        (listener) => !listener.closed && (listener.source as { kind?: string }).kind === kind,
      );
    },
  };
}

/** Fake refs: plain tagged objects, so no Firebase app is ever created in component tests. */
export const fakeRefs = {
  userRef: (uid: string) => ({ kind: 'user', uid }),
  usersByApprovalQuery: (status: string) => ({ kind: 'usersByApproval', status }),
  usersByEmailQuery: (email: string) => ({ kind: 'usersByEmail', email }),
  usernameRef: (name: string) => ({ kind: 'username', name }),
  notificationsQuery: (uid: string) => ({ kind: 'notifications', uid }),
  unreadNotificationsQuery: (uid: string) => ({ kind: 'unreadNotifications', uid }),
  notificationRef: (id: string) => ({ kind: 'notification', id }),
};

/** Fake lib/firebase/members-data: the member refs and queries as tagged objects. */
export const fakeMemberRefs = {
  MEMBERS_BY_ID_MAX: 30,
  memberRef: (workspaceId: string, uid: string) => ({ kind: 'member', workspaceId, uid }),
  myMembershipsQuery: (uid: string, max: number) => ({ kind: 'memberships', uid, max }),
  memberPageQuery: (workspaceId: string, page: object) => ({
    kind: 'memberPage',
    workspaceId,
    ...page,
  }),
  membersByIdQuery: (workspaceId: string, uids: readonly string[]) => ({
    kind: 'membersById',
    workspaceId,
    uids: [...uids],
  }),
};

/** Fake refs of lib/firebase/workspace-data (its writes are mocked by each test). */
export const fakeWorkspaceRefs = {
  workspaceRef: (id: string) => ({ kind: 'workspace', id }),
  invitationRef: (id: string) => ({ kind: 'invitation', id }),
  pendingInvitationsQuery: (workspaceId: string, max: number) => ({
    kind: 'pendingInvitations',
    workspaceId,
    max,
  }),
};
