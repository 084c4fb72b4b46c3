/** PendingInvitationsList renders from props; revoking is a spy. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import type { Invitation } from '../api/invitations';
import { PendingInvitationsList } from './pending-invitations';

const invitation = (id: string, email: string, expiresAt: Date | null = null): Invitation => ({
  id,
  workspaceId: 'w1',
  workspaceName: 'Team',
  email,
  role: 'viewer',
  invitedBy: 'alice',
  invitedByName: 'Alice',
  status: 'pending',
  createdAt: null,
  expiresAt,
  revokedReason: null,
});

const DAY = 24 * 60 * 60 * 1000;

describe('PendingInvitationsList', () => {
  it('says so when nothing is pending', () => {
    render(<PendingInvitationsList invitations={[]} onRevoke={vi.fn()} />);
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
  });

  it('marks an invitation past its lifetime as expired, and says when the others expire', () => {
    render(
      <PendingInvitationsList
        invitations={[
          invitation('i1', 'old@example.com', new Date(Date.now() - DAY)),
          invitation('i2', 'new@example.com', new Date(Date.now() + 13 * DAY)),
        ]}
        onRevoke={vi.fn()}
      />,
    );
    const old = within(screen.getByRole('listitem', { name: 'old@example.com' }));
    expect(old.getByText('Expired')).toBeInTheDocument();
    expect(old.getByText(/; expired /)).toBeInTheDocument();
    const fresh = within(screen.getByRole('listitem', { name: 'new@example.com' }));
    expect(fresh.queryByText('Expired')).toBeNull();
    expect(fresh.getByText(/; expires /)).toBeInTheDocument();
  });

  it('revokes the chosen invitation once it is confirmed', async () => {
    const onRevoke = vi.fn(async () => undefined);
    render(
      <PendingInvitationsList
        invitations={[invitation('i1', 'bo@example.com'), invitation('i2', 'cy@example.com')]}
        onRevoke={onRevoke}
      />,
    );
    const row = within(screen.getByRole('listitem', { name: 'cy@example.com' }));
    expect(row.getByText('Viewer')).toBeInTheDocument();
    await userEvent.click(
      row.getByRole('button', { name: 'Revoke the invitation for cy@example.com' }),
    );
    const dialog = within(screen.getByRole('alertdialog', { name: 'Revoke invitation?' }));
    expect(dialog.getByText('cy@example.com')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onRevoke).not.toHaveBeenCalled();

    await userEvent.click(
      row.getByRole('button', { name: 'Revoke the invitation for cy@example.com' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke invitation' }));
    expect(onRevoke).toHaveBeenCalledWith('i2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('explains a refused revocation in the server’s words (which say why)', async () => {
    const onRevoke = vi.fn(async () => {
      throw new FirebaseError(
        'functions/permission-denied',
        'Your role (member) cannot do this here.',
      );
    });
    render(
      <PendingInvitationsList
        invitations={[invitation('i1', 'bo@example.com')]}
        onRevoke={onRevoke}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Revoke the invitation/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (member) cannot do this here.',
    );
  });

  it('offers more invitations only when the page may not be the last', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <PendingInvitationsList
        invitations={[invitation('i1', 'bo@example.com')]}
        onRevoke={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Load more invitations' })).toBeNull();
    rerender(
      <PendingInvitationsList
        invitations={[invitation('i1', 'bo@example.com')]}
        onRevoke={vi.fn()}
        onLoadMore={onLoadMore}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more invitations' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
