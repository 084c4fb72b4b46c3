/** Small builders for app models in component tests. */
import type { AuthSession } from '@/features/auth';
import type { AppNotification } from '@/features/notifications';
import type { Video, VideoVersion } from '@/features/videos';
import type { Member, Workspace } from '@/features/workspaces';

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
    event: null,
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
    emailVerified: true,
    ...overrides,
  };
}

/** A member document as the converter gives it; the name decides `nameLower`. */
export function buildMember(overrides: Partial<Member> & { uid: string }): Member {
  const displayName = overrides.displayName ?? overrides.uid;
  return {
    workspaceId: 'ws1',
    workspaceName: 'Crew',
    role: 'member',
    displayName,
    nameLower: displayName.toLowerCase(),
    photoURL: '',
    joinedAt: new Date('2026-01-01T10:00:00Z'),
    suspended: false,
    ...overrides,
  };
}

export function buildWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'ws1',
    name: 'Crew',
    ownerId: 'alice',
    membersCount: 2,
    description: '',
    isDefault: false,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

/** A video's version as the converter gives it: v1 unless `number` says otherwise. */
export function buildVideoVersion(overrides: Partial<VideoVersion> = {}): VideoVersion {
  const number = overrides.number ?? 1;
  return {
    id: `v${number}`,
    number,
    videoURL: `https://example.test/v${number}.webm`,
    thumbnailUrl: `https://example.test/v${number}.jpg`,
    previewSpriteUrl: null,
    storagePath: `videos/ws1/v${number}.webm`,
    thumbnailPath: `thumbnails/ws1/v${number}.webm.jpg`,
    previewSpritePath: null,
    duration: 30,
    uploadedBy: 'bob',
    uploadedAt: new Date('2026-01-02T10:00:00Z'),
    ...overrides,
  };
}

/** A video with only its first version unless `latest` is given. */
export function buildVideo(overrides: Partial<Video> = {}): Video {
  const first = overrides.first ?? buildVideoVersion();
  return {
    id: 'vid1',
    videoName: 'Kick-off',
    notes: 'First call',
    uploadedAt: new Date('2026-01-02T10:00:00Z'),
    uploadedBy: 'bob',
    workspaceId: 'ws1',
    reviewStatus: 'needs-review',
    first,
    latest: first,
    ...overrides,
  };
}
