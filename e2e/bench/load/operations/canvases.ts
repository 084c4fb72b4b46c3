/**
 * Canvas actions: drawing a new element and moving an existing one on a shared canvas, written
 * as the editor saves them (one document per element, its JSON as text, in a batch merged into
 * what is stored; a new element carries its author).
 */
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { CANVAS_COUNT, ELEMENTS_PER_CANVAS, LOAD_WORKSPACE_ID, canvasId } from '../dataset';
import { elementJson } from '../elements';
import { pick } from '../random';
import type { ActionContext, Effect } from './operation';

async function saveElement(
  context: ActionContext,
  target: { canvasId: string; elementId: string; version: number; created: boolean },
): Promise<Effect> {
  const { member, token, random } = context;
  const uid = member.person.uid;
  const versionNonce = Math.floor(random() * 2 ** 31);
  const json = elementJson({
    id: target.elementId,
    x: Math.round(random() * 1600),
    y: Math.round(random() * 900),
    version: target.version,
    versionNonce,
    label: token,
  });
  const data = {
    element: json,
    version: target.version,
    versionNonce,
    updatedAt: serverTimestamp(),
  };
  const batch = writeBatch(member.db);
  batch.set(
    doc(
      collection(
        member.db,
        'workspaces',
        LOAD_WORKSPACE_ID,
        'canvases',
        target.canvasId,
        'elements',
      ),
      target.elementId,
    ),
    target.created ? { ...data, createdBy: uid } : data,
    { merge: true },
  );
  context.attempt(token);
  await batch.commit();
  context.ledger.elements.push({ ...target, json, token, by: uid });
  return { seen: token, notices: [] };
}

export function drawElement(context: ActionContext): Promise<Effect> {
  return saveElement(context, {
    canvasId: canvasId(Math.floor(context.random() * CANVAS_COUNT)),
    elementId: `el-${context.token}`,
    version: 1,
    created: true,
  });
}

/** A seeded or drawn element, at the version after the newest this member knows of. */
export function moveElement(context: ActionContext): Promise<Effect> {
  const { ledger, random } = context;
  const canvas = canvasId(Math.floor(random() * CANVAS_COUNT));
  const drawn = ledger.elements.filter((one) => one.canvasId === canvas && one.created);
  const seeded = Array.from({ length: ELEMENTS_PER_CANVAS }, (_, index) => `seed-${index}`);
  const elementId = pick(random, [...seeded, ...drawn.map((one) => one.elementId)]);
  const versions = ledger.elements
    .filter((one) => one.canvasId === canvas && one.elementId === elementId)
    .map((one) => one.version);
  return saveElement(context, {
    canvasId: canvas,
    elementId,
    version: Math.max(1, ...versions) + 1,
    created: false,
  });
}
