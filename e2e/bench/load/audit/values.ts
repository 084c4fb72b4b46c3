/**
 * Fields that people edit (project names and notes, canvas elements, event titles): each one
 * edited ends with one of the values acknowledged for it, and, where one person is its only
 * writer, with the last value they were told was saved. A value carrying the token of a write
 * that failed may have landed, and is accepted.
 */
import { tokensIn } from '../sightings';
import { brief, finding, type Finding } from './findings';

export interface FieldWrite {
  /** The document, e.g. "load-project-3" or "load-canvas-1/el-L4_2". */
  doc: string;
  field: string;
  value: string;
}

/** `writes` in the order they were acknowledged; `stored` the documents' fields as they end. */
export function auditFinalValues(
  subject: string,
  writes: readonly FieldWrite[],
  stored: ReadonlyMap<string, Readonly<Record<string, string>>>,
  options: { singleWriter: boolean; unacknowledged: ReadonlySet<string> },
): Finding[] {
  const findings: Finding[] = [];
  const byField = new Map<string, FieldWrite[]>();
  for (const write of writes) {
    const key = `${write.doc}\u0000${write.field}`;
    byField.set(key, [...(byField.get(key) ?? []), write]);
  }
  for (const group of byField.values()) {
    const { doc, field } = group[0]!;
    const fields = stored.get(doc);
    if (!fields) {
      findings.push(finding('lost', subject, `${doc} is gone`));
      continue;
    }
    const final = fields[field];
    const last = group.at(-1)!.value;
    if (final === last) continue;
    const fromFailedWrite =
      final !== undefined && tokensIn(final).some((token) => options.unacknowledged.has(token));
    if (fromFailedWrite) continue;
    if (options.singleWriter || !group.some((write) => write.value === final)) {
      findings.push(
        finding(
          'wrong value',
          subject,
          `${doc} ${field} is ${brief(final)}; the last acknowledged was ${brief(last)}` +
            (options.singleWriter ? '' : ` (and it is none of the ${group.length} acknowledged)`),
        ),
      );
    }
  }
  return findings;
}
