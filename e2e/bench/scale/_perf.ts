import { memberDoc } from '@crewspace/common/models';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { person } from './dataset';
process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:28080';
const db = getFirestore(initializeApp({ projectId: 'demo-crewspace-test' }));
const N = Number(process.argv[2] ?? 100000);
let t = Date.now();
const w = db.bulkWriter({ throttling: false });
for (let i = 0; i < N; i++) {
  const p = person(i);
  void w.set(db.doc(`workspaces/big/members/${p.uid}`), memberDoc({ workspaceId: 'big', workspaceName: 'Big', profile: p, role: 'member', joinedAt: Timestamp.fromMillis(1e12 + i) }));
}
await w.close();
console.info('seed', N, (Date.now() - t) / 1000);
const m = process.memoryUsage(); console.info('rss', m.rss >> 20);
for (const [label, q] of [
  ['page nameLower 50', db.collection('workspaces/big/members').orderBy('nameLower').orderBy(FieldPath.documentId()).limit(50)],
  ['cg uid', db.collectionGroup('members').where('uid', '==', person(5).uid).orderBy('joinedAt').limit(50)],
  ['docid page 400', db.collection('workspaces/big/members').orderBy(FieldPath.documentId()).limit(400)],
  ['docid page 400 mid', db.collection('workspaces/big/members').orderBy(FieldPath.documentId()).startAfter(db.doc(`workspaces/big/members/${person(5000).uid}`)).limit(400)],
] as const) {
  t = Date.now(); const s = await q.get(); console.info(label, s.size, Date.now() - t, 'ms');
  t = Date.now(); await q.get(); console.info(label, 'again', Date.now() - t, 'ms');
}
t = Date.now();
const s = await db.collection('workspaces/big/members').orderBy(FieldPath.documentId()).limit(400).get();
const b = db.batch(); s.docs.forEach((d) => b.update(d.ref, { workspaceName: 'B2' })); await b.commit();
console.info('batch 400', Date.now() - t, 'ms');
process.exit(0);
