/** Every deployed function, by name. The logic lives in the modules they wrap. */
import * as functionsV1 from 'firebase-functions/v1';
import {
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
  onDocumentWrittenWithAuthContext,
} from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { approveUser as approveUserHandler } from './admin/approve-user';
import { routeApi } from './api/router';
import { deleteCanvasImages, deleteUnrecordedImage } from './canvases/delete-canvas-images';
import { syncWorkspaceChannel, syncWorkspaceChannelMember } from './chat/workspace-channel';
import { streamServer } from './chat/stream-server';
import { createUserRecords } from './auth/create-user-records';
import { streamApiSecret } from './config';
import { runFanoutStep, startFanout, type FanoutJob } from './members/fanout';
import { memberChangeMatters, memberRightsChanged } from './members/member-change';
import { describeReport, reconcileTeamChannels } from './members/reconcile-team-channels';
import { syncMemberProfile, type ProfileFields } from './members/sync-member-profile';
import { countStorageEvent } from './storage/storage-usage';
import { claimUsername as claimUsernameHandler } from './users/claim-username';
import { deleteVideoChildren } from './videos/delete-video-children';
import { deleteVideoFiles } from './videos/delete-video-files';
import { createWorkspace as createWorkspaceHandler } from './workspaces/create-workspace';
import { deleteWorkspace as deleteWorkspaceHandler } from './workspaces/delete-workspace';
import { inviteMember as inviteMemberHandler } from './workspaces/invite-member';
import { syncProjectWrite } from './workspaces/project-activity';
import {
  leaveWorkspace as leaveWorkspaceHandler,
  removeWorkspaceMember as removeMemberHandler,
} from './workspaces/remove-member';
import { respondToInvitation as respondToInvitationHandler } from './workspaces/respond-to-invitation';
import { revokeInvitationsBeyondRights } from './workspaces/revoke-stale-invitations';
import { revokeInvitation as revokeInvitationHandler } from './workspaces/revoke-invitation';
import { setMemberRole as setMemberRoleHandler } from './workspaces/set-member-role';
import { transferOwnership as transferOwnershipHandler } from './workspaces/transfer-ownership';

export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  await createUserRecords(user);
});

export const api = onRequest({ secrets: [streamApiSecret] }, async (req, res) => {
  const result = await routeApi({
    method: req.method,
    path: req.path,
    header: (name) => req.get(name),
    rawBody: req.rawBody,
  });
  res.status(result.status).set(result.headers).json(result.body);
});

export const approveUser = onCall({ secrets: [streamApiSecret] }, approveUserHandler);
export const claimUsername = onCall(claimUsernameHandler);
export const createWorkspace = onCall({ secrets: [streamApiSecret] }, createWorkspaceHandler);
export const setMemberRole = onCall(setMemberRoleHandler);
export const inviteMember = onCall(inviteMemberHandler);
export const respondToInvitation = onCall(respondToInvitationHandler);
export const revokeInvitation = onCall(revokeInvitationHandler);
export const removeWorkspaceMember = onCall(removeMemberHandler);
export const leaveWorkspace = onCall(leaveWorkspaceHandler);
export const transferOwnership = onCall(transferOwnershipHandler);
export const deleteWorkspace = onCall(deleteWorkspaceHandler);

export const onProjectWritten = onDocumentWrittenWithAuthContext(
  'workspaces/{workspaceId}/projects/{projectId}',
  async (event) => {
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    await syncProjectWrite(
      event.params.workspaceId,
      event.params.projectId,
      before as Parameters<typeof syncProjectWrite>[2],
      after as Parameters<typeof syncProjectWrite>[3],
      event.authType === 'service_account' || event.authType === 'system'
        ? undefined
        : event.authId,
    );
  },
);

/**
 * Runs every step, then fails with the first failure: one failing step (the chat service down)
 * neither stops the others nor is lost, since the trigger's retry runs them all again, and each
 * is idempotent.
 */
async function allSteps(steps: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(steps)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

// The workspace and member triggers retry until they succeed: each step compares the state it
// wants with the state there is (the chat channel, the invitations), or is keyed on the event id
// (the fan-out), so a retry repeats nothing. reconcileChat catches what retries never fix.
export const onWorkspaceWritten = onDocumentWritten(
  { document: 'workspaces/{workspaceId}', secrets: [streamApiSecret], retry: true },
  async (event) => {
    const { workspaceId } = event.params;
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    await allSteps([
      syncWorkspaceChannel(
        workspaceId,
        before as Parameters<typeof syncWorkspaceChannel>[1],
        after as Parameters<typeof syncWorkspaceChannel>[2],
      ),
      before && after && before.name !== after.name
        ? startFanout('workspaceName', workspaceId, event.id)
        : Promise.resolve(),
    ]);
  },
);

export const onMemberWritten = onDocumentWritten(
  {
    document: 'workspaces/{workspaceId}/members/{uid}',
    secrets: [streamApiSecret],
    retry: true,
  },
  async (event) => {
    const { workspaceId, uid } = event.params;
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    await allSteps([
      memberChangeMatters(before, after)
        ? syncWorkspaceChannelMember(workspaceId, uid)
        : Promise.resolve(),
      memberRightsChanged(before, after)
        ? revokeInvitationsBeyondRights(workspaceId, uid)
        : Promise.resolve(),
    ]);
  },
);

/** Repairs drift between workspace members and their team channels (locally: npm run reconcile). */
export const reconcileChat = onSchedule(
  { schedule: 'every 6 hours', secrets: [streamApiSecret], timeoutSeconds: 540 },
  async () => {
    const report = await reconcileTeamChannels(streamServer());
    console.info(describeReport(report));
  },
);

/** One step of a fan-out job per write of its document (each step's cursor write runs the next). */
export const onFanoutWritten = onDocumentWritten(
  { document: 'fanouts/{jobId}', retry: true },
  async (event) => {
    const job = event.data?.after.exists ? (event.data.after.data() as FanoutJob) : undefined;
    if (job) await runFanoutStep(event.params.jobId, job);
  },
);

export const onUserProfileUpdated = onDocumentUpdated(
  { document: 'users/{uid}', retry: true },
  async (event) => {
    await syncMemberProfile(
      event.params.uid,
      event.data?.before.data() as ProfileFields | undefined,
      event.data?.after.data() as ProfileFields | undefined,
      event.id,
    );
  },
);

export const onVideoDeleted = onDocumentDeleted(
  'workspaces/{workspaceId}/videos/{videoId}',
  async (event) => {
    const video = event.data?.data();
    if (!video || !event.data) return;
    await Promise.all([
      deleteVideoFiles(event.params.workspaceId, video),
      deleteVideoChildren(event.data.ref),
    ]);
  },
);

/** A version's files go with its document (deleted with its video, or its workspace). */
export const onVideoVersionDeleted = onDocumentDeleted(
  'workspaces/{workspaceId}/videos/{videoId}/versions/{versionId}',
  async (event) => {
    const version = event.data?.data();
    if (version) await deleteVideoFiles(event.params.workspaceId, version);
  },
);
export {
  onVideoCommentCreated,
  onVideoReviewed,
  onVideoVersionCreated,
} from './videos/notify-review';
export { onCalendarEventWritten } from './calendar/notify-attendees';
export {
  onTaskCommentCreated,
  onTaskSourceCanvasDeleted,
  onTaskSourceCommentWritten,
  onTaskSourceEventDeleted,
  onTaskWritten,
} from './tasks/task-triggers';
export { sendTaskDueNotices } from './tasks/due-notices';

export const onCanvasDeleted = onDocumentDeleted(
  'workspaces/{workspaceId}/canvases/{canvasId}',
  async (event) => {
    await deleteCanvasImages(event.params.workspaceId, event.params.canvasId);
  },
);

export const onCanvasFileDeleted = onDocumentDeleted(
  'workspaces/{workspaceId}/canvases/{canvasId}/files/{fileId}',
  async (event) => {
    await deleteUnrecordedImage(event.params.workspaceId, event.data?.data());
  },
);

// Each workspace's storage usage, from Storage's own events (an overwrite deletes the old
// generation). Counted once per object generation, so retries and any order are safe.
export const onStorageObjectFinalized = onObjectFinalized({ retry: true }, async (event) => {
  await countStorageEvent('finalized', event.data);
});

export const onStorageObjectDeleted = onObjectDeleted({ retry: true }, async (event) => {
  await countStorageEvent('deleted', event.data);
});
