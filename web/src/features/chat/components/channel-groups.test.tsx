import { render, screen, within } from '@testing-library/react';
import type { Channel } from 'stream-chat';
import { ChannelGroups } from './channel-groups';
import { ChatNavBadge } from './chat-nav-badge';

vi.mock('@/lib/api-client', () => ({ apiPost: vi.fn() }));
vi.mock('@/features/profile/profile-provider', () => ({ useProfile: vi.fn() }));

function fakeChannel(
  cid: string,
  data: Record<string, unknown>,
  unread = 0,
  { membership = {}, mentions = 0 }: { membership?: object; mentions?: number } = {},
): Channel {
  const [type = '', id = ''] = cid.split(':');
  return {
    cid,
    type,
    id,
    data,
    state: { membership },
    countUnread: () => unread,
    countUnreadMentions: () => mentions,
  } as unknown as Channel;
}

describe('ChannelGroups', () => {
  it('groups channels by kind in a fixed order with the unread total per group', () => {
    const channels = [
      fakeChannel('community:c1', { name: 'Fans' }, 2),
      fakeChannel('messaging:!members-d1', {}, 1),
      fakeChannel('team:w1', { name: 'Demo' }),
      fakeChannel('messaging:g1', { name: 'Crew' }, 3),
      fakeChannel('messaging:!members-d2', { member_count: 2 }, 4),
      // Attack: a group whose creator wrote a workspace's kind and id into its data.
      fakeChannel('messaging:g2', { name: 'Acme', kind: 'Workspace', workspaceId: 'acme' }),
    ];
    render(
      <ChannelGroups channels={channels} renderPreview={(channel) => <span>{channel.cid}</span>} />,
    );
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => group.querySelector('h2 > span')?.textContent)).toEqual([
      'Direct messages',
      'Groups',
      'Workspace',
      'Communities',
    ]);
    const direct = within(screen.getByRole('region', { name: 'Direct messages' }));
    expect(direct.getByText('messaging:!members-d1')).toBeInTheDocument();
    expect(direct.getByText('messaging:!members-d2')).toBeInTheDocument();
    expect(direct.getByText('5 unread')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Workspace' })).queryByText(/unread/),
    ).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Communities' })).getByText('2 unread'),
    ).toBeInTheDocument();
    // Each channel is an item of its group's list.
    expect(within(direct.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    const workspace = within(screen.getByRole('region', { name: 'Workspace' }));
    expect(workspace.queryByText('messaging:g2')).toBeNull();
    const groupsRegion = within(screen.getByRole('region', { name: 'Groups' }));
    expect(groupsRegion.getByText('messaging:g2')).toBeInTheDocument();
  });

  it('prefers the live unread counts when given', () => {
    render(
      <ChannelGroups
        channels={[
          fakeChannel('team:w1', { kind: 'Workspace' }, 3),
          fakeChannel('team:w2', { kind: 'Workspace' }, 1),
        ]}
        renderPreview={(channel) => <span>{channel.cid}</span>}
        unreadCounts={{ 'team:w1': 0 }}
      />,
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('puts pinned channels on top and archived ones last, collapsed, out of their kind', () => {
    const at = '2026-11-25T09:00:00.000Z';
    render(
      <ChannelGroups
        channels={[
          fakeChannel('team:w1', { kind: 'Workspace' }),
          fakeChannel('messaging:g1', { kind: 'Group' }, 0, { membership: { pinned_at: at } }),
          fakeChannel('community:c1', { kind: 'Community' }, 0, {
            membership: { archived_at: at, pinned_at: at },
          }),
        ]}
        renderPreview={(channel) => <span>{channel.cid}</span>}
      />,
    );
    expect(
      screen
        .getAllByRole('region')
        .map((group) => group.getAttribute('aria-label') ?? group.querySelector('h2')?.textContent),
    ).toEqual(['Pinned', 'Workspace', 'Archived']);
    expect(
      within(screen.getByRole('region', { name: 'Pinned' })).getByText('messaging:g1'),
    ).toBeInTheDocument();
    const archived = screen.getByText('Archived (1)').closest('details');
    expect(archived).not.toHaveAttribute('open');
    expect(within(archived as HTMLElement).getByText('community:c1')).toBeInTheDocument();
  });

  it('shows the unread mentions of a channel', () => {
    render(
      <ChannelGroups
        channels={[
          fakeChannel('messaging:g1', { kind: 'Group' }, 3, { mentions: 2 }),
          fakeChannel('messaging:g2', { kind: 'Group' }, 1, { mentions: 1 }),
          fakeChannel('messaging:g3', { kind: 'Group' }, 1),
        ]}
        renderPreview={(channel) => <span>{channel.cid}</span>}
      />,
    );
    expect(screen.getByText('2 unread mentions')).toBeInTheDocument();
    expect(screen.getByText('1 unread mention')).toBeInTheDocument();
    expect(screen.getAllByText(/unread mention/)).toHaveLength(2);
  });

  it('marks channels with a draft', () => {
    render(
      <ChannelGroups
        channels={[
          fakeChannel('messaging:g1', { kind: 'Group' }),
          fakeChannel('messaging:g2', { kind: 'Group' }),
        ]}
        renderPreview={(channel) => <span>{channel.cid}</span>}
        drafts={{ 'messaging:g2': 'half a thought' }}
      />,
    );
    expect(screen.getByText('Draft')).toHaveAttribute('title', 'half a thought');
    expect(screen.getAllByText('Draft')).toHaveLength(1);
  });

  it('leaves out empty groups', () => {
    render(
      <ChannelGroups
        channels={[fakeChannel('team:w1', { name: 'Demo', kind: 'Workspace' })]}
        renderPreview={(channel) => <span>{channel.cid}</span>}
      />,
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});

describe('ChatNavBadge', () => {
  it('shows nothing outside a chat provider (nothing unread)', () => {
    const { container } = render(<ChatNavBadge />);
    expect(container).toBeEmptyDOMElement();
  });
});
