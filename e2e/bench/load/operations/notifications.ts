/**
 * Reading notifications: a member with unread ones opens the newest from the bell, which marks it
 * read (the only change the rules let its addressee make). Nobody else sees it; the audit checks
 * it stays read. A member with nothing unread has nothing to open: the action is skipped.
 */
import { doc, updateDoc } from 'firebase/firestore';
import type { ActionContext, Effect } from './operation';

export async function openNotification(context: ActionContext): Promise<Effect | null> {
  const { member, token } = context;
  const [newest] = member.unread();
  if (!newest) return null;
  context.attempt(token);
  await updateDoc(doc(member.db, 'notifications', newest), { read: true });
  context.ledger.reads.push({ id: newest, uid: member.person.uid });
  return { seen: null, notices: [] };
}
