import { describe, expect, it } from 'vitest';
import { canDeleteFiles, canManageVideo, uploadRefusal } from './video-permissions';

const mine = { uploadedBy: 'me' };
const theirs = { uploadedBy: 'other' };

describe('canManageVideo', () => {
  it('lets members manage their own videos only', () => {
    expect(canManageVideo('member', 'me', mine)).toBe(true);
    expect(canManageVideo('member', 'me', theirs)).toBe(false);
  });

  it('lets owners and admins manage any video', () => {
    expect(canManageVideo('owner', 'me', theirs)).toBe(true);
    expect(canManageVideo('admin', 'me', theirs)).toBe(true);
  });

  it('refuses viewers and non-members, even for their own uploads', () => {
    expect(canManageVideo('viewer', 'me', mine)).toBe(false);
    expect(canManageVideo(null, 'me', mine)).toBe(false);
  });
});

describe('canDeleteFiles', () => {
  it('is the uploader only (others leave the files to onVideoDeleted)', () => {
    expect(canDeleteFiles('me', mine)).toBe(true);
    expect(canDeleteFiles('me', theirs)).toBe(false);
  });
});

describe('uploadRefusal', () => {
  it('lets the roles with editMessages upload', () => {
    expect(uploadRefusal('owner')).toBeNull();
    expect(uploadRefusal('admin')).toBeNull();
    expect(uploadRefusal('member')).toBeNull();
  });

  it('tells a viewer, or someone without a role, why not', () => {
    expect(uploadRefusal('viewer')).toBe(
      'Your role (viewer) cannot upload videos in this workspace.',
    );
    expect(uploadRefusal(null)).toBe('Your role (none) cannot upload videos in this workspace.');
  });
});
