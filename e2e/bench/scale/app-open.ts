/**
 * What a member's browser reads on opening the app, as the web app's queries ask it, over REST
 * with the member's ID token (so the rules apply): their memberships (the workspace switcher),
 * the open workspace and their own member document, and the members card's first page.
 */
import { batchGet, runQuery } from './rest';
import { documentsAndBytes, timed } from './tally';

/** The web app's first page of memberships (MEMBERSHIPS_PAGE_SIZE) and members card (MEMBERS_GLANCE_SIZE). */
const MEMBERSHIPS_PAGE = 30;
const MEMBERS_GLANCE = 12;

/** The switcher's list: the member's own member documents, oldest membership first, one page. */
function memberships(token: string, uid: string) {
  return runQuery(token, '', {
    from: [{ collectionId: 'members', allDescendants: true }],
    where: {
      fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: uid } },
    },
    orderBy: [{ field: { fieldPath: 'joinedAt' }, direction: 'ASCENDING' }],
    limit: MEMBERSHIPS_PAGE,
  });
}

async function dashboard(token: string, uid: string, workspaceId: string) {
  const answers = await Promise.all([
    memberships(token, uid),
    batchGet(token, [`workspaces/${workspaceId}`, `workspaces/${workspaceId}/members/${uid}`]),
    runQuery(token, `workspaces/${workspaceId}`, {
      from: [{ collectionId: 'members' }],
      orderBy: [
        { field: { fieldPath: 'nameLower' }, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      limit: MEMBERS_GLANCE,
    }),
  ]);
  return answers.flat();
}

export interface Load {
  documents: number;
  bytes: number;
  ms: number;
}

/**
 * The workspace switcher's list alone, and the whole first load of `workspaceId`'s dashboard.
 * Each is asked once to warm the emulator's query path; the second answer is the one reported.
 */
export async function appOpen(
  token: string,
  uid: string,
  workspaceId: string,
): Promise<{ switcher: Load; dashboard: Load }> {
  await dashboard(token, uid, workspaceId);
  const switcher = await timed(() => memberships(token, uid));
  const load = await timed(() => dashboard(token, uid, workspaceId));
  return {
    switcher: { ...documentsAndBytes(switcher.result), ms: switcher.ms },
    dashboard: { ...documentsAndBytes(load.result), ms: load.ms },
  };
}
