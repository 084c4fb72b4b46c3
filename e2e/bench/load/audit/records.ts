/**
 * Records that are written once and never changed (chat messages and replies, video comments):
 * each acknowledged one is present exactly once, by id and by the token its text carries, with
 * the text it was sent with; nothing carries a token no write of the bench sent.
 */
import { tokensIn } from '../sightings';
import { finding, tally, type Finding } from './findings';

export interface SentRecord {
  id: string;
  token: string;
  text: string;
  /** Where it belongs (its channel and thread, its video and thread), compared as given. */
  place: string;
}

export type StoredRecord = Omit<SentRecord, 'token'>;

export function auditRecords(
  subject: string,
  sent: readonly SentRecord[],
  stored: readonly StoredRecord[],
  unacknowledged: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  const byId = new Map<string, StoredRecord[]>();
  for (const record of stored) byId.set(record.id, [...(byId.get(record.id) ?? []), record]);
  const tokenCounts = tally(stored.flatMap((record) => [...new Set(tokensIn(record.text))]));
  const sentTokens = new Set(sent.map((record) => record.token));

  for (const record of sent) {
    const found = byId.get(record.id) ?? [];
    if (found.length === 0) {
      findings.push(finding('lost', subject, `${record.id} (${record.token}) is not stored`));
      continue;
    }
    if (found.length > 1) {
      findings.push(finding('duplicated', subject, `${record.id} is stored ${found.length} times`));
    }
    const [first] = found;
    if (first!.text !== record.text || first!.place !== record.place) {
      findings.push(
        finding(
          'wrong value',
          subject,
          `${record.id} holds "${first!.text}" in ${first!.place}, sent "${record.text}" in ${record.place}`,
        ),
      );
    }
    const copies = tokenCounts.get(record.token) ?? 0;
    if (copies > 1) {
      findings.push(finding('duplicated', subject, `${record.token} is stored ${copies} times`));
    }
  }
  for (const record of stored) {
    for (const token of tokensIn(record.text)) {
      if (!sentTokens.has(token) && !unacknowledged.has(token)) {
        findings.push(
          finding('unexplained', subject, `${record.id} carries ${token}, which nothing sent`),
        );
      }
    }
  }
  return findings;
}
