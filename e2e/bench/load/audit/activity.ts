/**
 * The projects' activity feed, which the project trigger writes: one "created" entry per
 * project, and one "updated" entry per acknowledged edit (every edit of the bench changes a
 * field to a new value), by the member who made it. Edits that failed may have written entries
 * too, up to their number.
 */
import { finding, tally, type Finding } from './findings';

export interface ProjectEdit {
  projectId: string;
  by: string;
  created: boolean;
}

export interface ActivityEntry {
  targetId: string;
  verb: string;
  actorId: string;
}

export function auditActivity(
  projectIds: readonly string[],
  edits: readonly ProjectEdit[],
  entries: readonly ActivityEntry[],
  failedEdits: number,
): Finding[] {
  const findings: Finding[] = [];
  let surplus = 0;
  for (const projectId of projectIds) {
    const mine = entries.filter((entry) => entry.targetId === projectId);
    const created = mine.filter((entry) => entry.verb === 'created').length;
    if (created !== 1) {
      findings.push(
        finding(
          created === 0 ? 'lost' : 'duplicated',
          'project activity',
          `${projectId} has ${created} "created" entries`,
        ),
      );
    }
    const expected = tally(
      edits.filter((edit) => edit.projectId === projectId && !edit.created).map((edit) => edit.by),
    );
    const found = tally(
      mine.filter((entry) => entry.verb === 'updated').map((entry) => entry.actorId),
    );
    for (const actor of new Set([...expected.keys(), ...found.keys()])) {
      const want = expected.get(actor) ?? 0;
      const got = found.get(actor) ?? 0;
      if (got < want) {
        findings.push(
          finding(
            'lost',
            'project activity',
            `${projectId}: ${want - got} of ${actor}'s ${want} edits have no entry`,
          ),
        );
      } else if (got > want) {
        surplus += got - want;
        if (surplus > failedEdits) {
          findings.push(
            finding(
              'duplicated',
              'project activity',
              `${projectId}: ${got} entries for ${actor}'s ${want} edits`,
            ),
          );
        }
      }
    }
  }
  return findings;
}
