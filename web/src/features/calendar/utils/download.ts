import { downloadBlob } from '@/lib/download';

export function downloadIcs(fileName: string, ics: string): void {
  downloadBlob(fileName, new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
}
