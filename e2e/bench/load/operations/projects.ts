/**
 * Project actions: editing one field of a shared project (several people edit the same ones, so
 * the last write wins per field) and creating a project, as the app's forms write them
 * (updatedBy and server times stamped on every write).
 */
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { LOAD_WORKSPACE_ID, PROJECT_COUNT, projectId } from '../dataset';
import { pick } from '../random';
import type { ActionContext, Effect } from './operation';

function projects(context: ActionContext) {
  return collection(context.member.db, 'workspaces', LOAD_WORKSPACE_ID, 'projects');
}

export async function editProject(context: ActionContext): Promise<Effect> {
  const { member, token, random, ledger } = context;
  const created = ledger.projects.filter((one) => one.created).map((one) => one.projectId);
  const seeded = Array.from({ length: PROJECT_COUNT }, (_, index) => projectId(index));
  const id = pick(random, [...seeded, ...created]);
  const field = random() < 0.3 ? 'name' : 'description';
  const value = field === 'name' ? `Project ${token}` : `Next step agreed in ${token}`;
  context.attempt(token);
  await updateDoc(doc(projects(context), id), {
    [field]: value,
    updatedBy: member.person.uid,
    updatedAt: serverTimestamp(),
  });
  ledger.projects.push({
    projectId: id,
    field,
    value,
    token,
    by: member.person.uid,
    created: false,
  });
  return { seen: token, notices: [] };
}

export async function createProject(context: ActionContext): Promise<Effect> {
  const { member, token } = context;
  const uid = member.person.uid;
  const ref = doc(projects(context));
  const name = `Project ${token}`;
  context.attempt(token);
  await setDoc(ref, {
    name,
    description: '',
    status: 'active',
    color: '#16a34a',
    emoji: '',
    leadId: null,
    dueDate: null,
    createdBy: uid,
    updatedBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  context.ledger.projects.push({
    projectId: ref.id,
    field: 'name',
    value: name,
    token,
    by: uid,
    created: true,
  });
  return { seen: token, notices: [] };
}
