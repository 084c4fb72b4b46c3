// @vitest-environment jsdom
import { STORAGE_KEYS, clearPersonalStorage } from './browser-storage';

describe('clearPersonalStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it("removes every person's keys and keeps the device's", () => {
    const personal = [
      `${STORAGE_KEYS.currentWorkspace}.ada`,
      `${STORAGE_KEYS.recentItems}:ada`,
      `${STORAGE_KEYS.recentItems}:bob`,
      `${STORAGE_KEYS.chatLastActive}.ada`,
      STORAGE_KEYS.interruptedUploads,
      'firestore_mutations_firestore/[DEFAULT]/demo-crewspace-test/_1_ada',
    ];
    for (const key of personal) window.localStorage.setItem(key, 'x');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.localStorage.setItem('crewspace.currentWorkspaceSomething', 'kept');
    // Firestore's notes of the tabs it runs in name no one.
    window.localStorage.setItem(
      'firestore_clients_firestore/[DEFAULT]/demo-crewspace-test/_x',
      '{}',
    );

    clearPersonalStorage();

    expect(Object.keys(window.localStorage).sort()).toEqual([
      'crewspace.currentWorkspaceSomething',
      STORAGE_KEYS.theme,
      'firestore_clients_firestore/[DEFAULT]/demo-crewspace-test/_x',
    ]);
  });
});
