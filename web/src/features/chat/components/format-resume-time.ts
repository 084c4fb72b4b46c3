import { dateTimeFormat } from '@/lib/format-time';

/** A resume time as the local clock time, with seconds ("14:03:27"). */
export function formatResumeTime(epochMs: number): string {
  return dateTimeFormat(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(epochMs);
}
