/**
 * Task actions: editing the title or notes of a shared task, as a task page writes them (only the
 * changed field, stamped with its writer and the server's time); several people edit the same
 * ones, so the last write wins per field. The seeded tasks are in no project and assigned to
 * nobody, so an edit causes no activity entry and no notification.
 */
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { LOAD_WORKSPACE_ID, TASK_COUNT, taskId } from '../dataset';
import { pick } from '../random';
import type { ActionContext, Effect } from './operation';

export async function editTask(context: ActionContext): Promise<Effect> {
  const { member, token, random, ledger } = context;
  const id = pick(
    random,
    Array.from({ length: TASK_COUNT }, (_, index) => taskId(index)),
  );
  const field = random() < 0.5 ? 'title' : 'description';
  const value = field === 'title' ? `Task ${token}` : `Checked in ${token}`;
  context.attempt(token);
  await updateDoc(doc(member.db, 'workspaces', LOAD_WORKSPACE_ID, 'tasks', id), {
    [field]: value,
    updatedBy: member.person.uid,
    updatedAt: serverTimestamp(),
  });
  ledger.tasks.push({ taskId: id, field, value, token, by: member.person.uid });
  return { seen: token, notices: [] };
}
