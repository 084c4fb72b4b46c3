import { useCallback, useEffect, useRef, useState } from 'react';
import { INVITATION_LIFETIME_DAYS } from '@crewspace/common/limits';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { EmailVerification } from '@/features/auth';
import { paths } from '@/config/paths';
import { workspaceHref } from '@crewspace/common/links';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import { formatDate } from '@/lib/format-time';
import { useAction } from '@/lib/use-action';
import type { Invitation } from '../api/invitations';
import { invitationStanding, type InvitationStanding } from '../invitation-standing';
import { useInvitation } from '../api/use-invitations';
import { useWorkspaceActions } from '../api/use-workspace-actions';
import { ROLE_LABELS } from '../member-controls';
import styles from './workspace-settings.module.css';

export interface InvitationResponseProps {
  invitationId: string;
  /** The signed-in account's email address (where the verification link goes). */
  email: string;
  /**
   * The ID token says the address is verified. Until it does, the rules hide the invitation
   * and the callable refuses the answer, so that nobody can sign up with someone else's address
   * and take their invitation.
   */
  emailVerified: boolean;
  /** Called with the workspace joined, to make it current. */
  onAccepted(workspaceId: string): void;
}

/**
 * Verified a moment ago, the invitation's read can still be refused: Firestore's connection
 * carries the token from before until it restarts, and with several tabs open one of them holds
 * the connection for all (the link in the email opens a new tab, whose read the first tab sends).
 * It is asked again after these pauses before the page says it is not found.
 */
const REFUSED_RETRY_MS = [500, 1000, 2000, 4000, 4000];

/** Accept or decline one invitation (once the account's email address is verified). */
export function InvitationResponse(props: InvitationResponseProps) {
  // Verified while the page is open ("I've verified it", or back from the link): the invitation
  // takes the verification panel's place, and focus goes to it.
  const [openedUnverified] = useState(!props.emailVerified);
  const [retry, setRetry] = useState({ count: 0, waiting: false });
  useEffect(() => {
    if (!retry.waiting) return undefined;
    const timer = window.setTimeout(
      () => setRetry({ count: retry.count + 1, waiting: false }),
      REFUSED_RETRY_MS[retry.count],
    );
    return () => window.clearTimeout(timer);
  }, [retry]);
  const onRefused = useCallback(() => setRetry((now) => ({ ...now, waiting: true })), []);

  if (!props.emailVerified) {
    return (
      <Card className={styles.section} aria-labelledby="invitation-title">
        <h1 id="invitation-title">You have been invited to a workspace</h1>
        <p className={styles.muted}>
          An invitation is sent to an email address, so accepting it needs proof that the address is
          yours.
        </p>
        <EmailVerification
          email={props.email}
          reason="Verify your email address to accept invitations."
        />
      </Card>
    );
  }
  // Unmounted while it waits, so the refused read is dropped and the next one starts afresh.
  if (retry.waiting) return <Loading />;
  return (
    <VerifiedInvitationResponse
      key={retry.count}
      {...props}
      focusOnArrival={openedUnverified}
      onRefused={openedUnverified && retry.count < REFUSED_RETRY_MS.length ? onRefused : undefined}
    />
  );
}

function VerifiedInvitationResponse({
  invitationId,
  onAccepted,
  focusOnArrival,
  onRefused,
}: InvitationResponseProps & {
  focusOnArrival: boolean;
  /** A refused read is asked again (just verified); without it, the refusal is the answer. */
  onRefused: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  const live = useInvitation(invitationId);
  const refused = live.status === 'error' && firebaseErrorCode(live.error) === 'permission-denied';
  const retrying = refused && onRefused !== undefined;
  useEffect(() => {
    if (retrying) onRefused();
  }, [retrying, onRefused]);
  const actions = useWorkspaceActions();
  const action = useAction();
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const loaded = live.status === 'ready' && live.data !== null;

  useEffect(() => {
    // The verification panel that had focus is gone; unless the person is elsewhere by now.
    const active = document.activeElement;
    if (focusOnArrival && loaded && (!active || active === document.body)) heading.current?.focus();
  }, [focusOnArrival, loaded]);
  useEffect(() => {
    // Answered: the buttons pressed are gone, and what comes next is "Open …" or the dashboard.
    if (answered) next.current?.focus();
  }, [answered]);

  function respond(accept: boolean) {
    void action.run(
      async () => {
        const result = await actions.respondToInvitation(invitationId, accept);
        setAnswered(accept ? 'accepted' : 'declined');
        if (accept) onAccepted(result.workspaceId);
      },
      'Your answer could not be saved. Try again.',
      accept ? 'accept' : 'decline',
    );
  }

  if (live.status === 'loading' || retrying) return <Loading />;
  if (live.status === 'error' || !live.data) {
    return (
      <Alert tone="warning" title="Invitation not found">
        It may have been withdrawn, or it was sent to another email address.{' '}
        <Link to={paths.dashboard.path}>Back to the dashboard</Link>
      </Alert>
    );
  }
  const invitation = live.data;
  const standing = answered ?? invitationStanding(invitation, new Date());
  return (
    <Card className={styles.section} aria-labelledby="invitation-title">
      <h1 id="invitation-title" ref={heading} tabIndex={-1}>
        Join {invitation.workspaceName}
      </h1>
      <p className={styles.muted}>
        {invitation.invitedByName || 'A member'} invited you as {ROLE_LABELS[invitation.role]}.
      </p>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {standing === 'pending' ? (
        <>
          {invitation.expiresAt ? (
            <p className={styles.muted}>You can answer until {formatDate(invitation.expiresAt)}.</p>
          ) : null}
          <div className={styles.row}>
            <Button
              busy={action.pending === 'accept'}
              disabled={action.busy}
              onClick={() => respond(true)}
            >
              Accept invitation
            </Button>
            <Button
              variant="secondary"
              busy={action.pending === 'decline'}
              disabled={action.busy}
              onClick={() => respond(false)}
            >
              Decline
            </Button>
          </div>
        </>
      ) : standing === 'accepted' ? (
        <Alert tone="success">
          You are a member of {invitation.workspaceName}.{' '}
          <Button
            ref={next}
            size="sm"
            onClick={() => {
              onAccepted(invitation.workspaceId);
              void navigate(workspaceHref(invitation.workspaceId));
            }}
          >
            Open {invitation.workspaceName}
          </Button>
        </Alert>
      ) : (
        <Alert
          tone={standing === 'declined' ? 'info' : 'warning'}
          title={standing === 'expired' || standing === 'revoked' ? 'No longer valid' : undefined}
        >
          {closedInvitationText(invitation, standing)}{' '}
          <Link ref={next} to={paths.dashboard.path}>
            Go to the dashboard
          </Link>
        </Alert>
      )}
    </Card>
  );
}

/** What an invitation that can no longer be accepted says, and why. */
function closedInvitationText(
  invitation: Invitation,
  standing: Exclude<InvitationStanding, 'pending' | 'accepted'>,
): string {
  const inviter = invitation.invitedByName || 'the person who invited you';
  switch (standing) {
    case 'declined':
      return 'You declined this invitation.';
    case 'expired':
      return `This invitation expired${invitation.expiresAt ? ` on ${formatDate(invitation.expiresAt)}` : ''}: invitations last ${INVITATION_LIFETIME_DAYS} days. Ask ${inviter} to invite you again.`;
    case 'revoked':
      return invitation.revokedReason === 'inviter-lost-right'
        ? `This invitation no longer stands: ${inviter} can no longer invite people to ${invitation.workspaceName}.`
        : 'This invitation was withdrawn.';
  }
}
