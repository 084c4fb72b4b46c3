import { describe, expect, it } from 'vitest';
import { errorOf, serverChannel, useEmulator } from './test/harness';

/**
 * The channel fields the app trusts (`kind`, `workspaceId`, `team`) are the server's: no client
 * sets them on create or changes them on update, so nobody dresses a channel up as a workspace's
 * team channel.
 */
describe('server-set channel fields', () => {
  const h = useEmulator();

  it("refuses them on a client's create (attack: a fake team channel of another workspace)", async () => {
    const mallory = await h.connect('mallory');
    for (const data of [{ kind: 'Workspace' }, { workspaceId: 'acme' }, { team: 'acme' }]) {
      const creating = mallory.channel('community', 'acme-team', {
        name: 'Acme',
        members: ['mallory'],
        ...data,
      });
      expect(await errorOf(creating.create()), Object.keys(data)[0]).toMatchObject({
        code: 17,
        status: 403,
        message: expect.stringContaining('the server sets it'),
      });
    }
    expect(await h.server.queryChannels({ id: 'acme-team' })).toEqual([]);
  });

  it("refuses a client's change or removal, and keeps them through a full update", async () => {
    await serverChannel(h, 'community', 'club', {
      createdBy: 'owner',
      members: ['owner'],
      name: 'Club',
      privacy: 'public',
      kind: 'Community',
    });
    const club = (await h.connect('owner')).channel('community', 'club');
    await club.watch();
    const refusals = [
      club.update({ name: 'Acme', kind: 'Workspace' } as never),
      club.update({ name: 'Acme', workspaceId: 'acme' } as never),
      club.updatePartial({ set: { kind: 'Workspace' } as never }),
      club.updatePartial({ set: { workspaceId: 'acme' } as never }),
      club.updatePartial({ unset: ['kind' as never] }),
    ];
    for (const refusal of refusals) {
      expect(await errorOf(refusal)).toMatchObject({ code: 17, status: 403 });
    }
    // A full update resends what the client has, or leaves the fields out: both keep them.
    await club.update({ name: 'Club 2', privacy: 'public', kind: 'Community' } as never);
    await club.update({ name: 'Club 3', privacy: 'public' } as never);
    const [stored] = await h.server.queryChannels({ id: 'club' });
    expect(stored?.data).toMatchObject({ name: 'Club 3', kind: 'Community' });
    expect(stored?.data?.workspaceId).toBeUndefined();
  });

  it('lets the server set and change them', async () => {
    await serverChannel(h, 'team', 'ws-1', {
      createdBy: 'crewspace-system',
      members: [],
      kind: 'Workspace',
      workspaceId: 'ws-1',
    });
    await h.server.channel('team', 'ws-1').updatePartial({ set: { name: 'Renamed' } });
    const [team] = await h.server.queryChannels({ id: 'ws-1' });
    expect(team?.data).toMatchObject({ kind: 'Workspace', workspaceId: 'ws-1', name: 'Renamed' });
  });
});
