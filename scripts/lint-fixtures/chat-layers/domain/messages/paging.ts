/** Stands in for emulators/chat/src/domain/messages/paging.ts, so this fixture compiles where it lies. */
export function pageMessages<T>(list: T[]): T[] {
  return list;
}
