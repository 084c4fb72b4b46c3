import { projectRights } from './project-rights';

const mine = { createdBy: 'me' };
const theirs = { createdBy: 'someone-else' };

describe('projectRights', () => {
  it('gives a viewer nothing', () => {
    expect(projectRights('viewer', 'me', mine)).toEqual({
      create: false,
      edit: false,
      delete: false,
    });
  });

  it('lets a member create and edit, and delete only their own projects', () => {
    expect(projectRights('member', 'me', mine)).toEqual({ create: true, edit: true, delete: true });
    expect(projectRights('member', 'me', theirs)).toEqual({
      create: true,
      edit: true,
      delete: false,
    });
  });

  it('lets admins and owners delete anyone’s project', () => {
    expect(projectRights('admin', 'me', theirs).delete).toBe(true);
    expect(projectRights('owner', 'me', theirs).delete).toBe(true);
  });

  it('gives a non-member nothing', () => {
    expect(projectRights(null, 'me', mine)).toEqual({ create: false, edit: false, delete: false });
  });
});
