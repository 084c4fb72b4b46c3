/** Saves text or a blob as a file through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadIcs(fileName: string, ics: string): void {
  downloadBlob(fileName, new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
}
