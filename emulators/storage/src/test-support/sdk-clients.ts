import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';

/** Who a client acts as: claims for the SDK's mock token, the admin "owner" token, or signed out. */
export type ClientIdentity = { uid: string; claims?: Record<string, unknown> } | 'owner' | null;

export const ALICE = { uid: 'alice', claims: { approved: true } } as const;

/**
 * Real `firebase/storage` clients pointed at an emulator, one Firebase app per identity,
 * exactly as the web app connects (connectStorageEmulator + mockUserToken).
 */
export class SdkClients {
  private readonly apps: FirebaseApp[] = [];

  constructor(
    private readonly port: number,
    private readonly host = '127.0.0.1',
  ) {}

  storage(identity: ClientIdentity): FirebaseStorage {
    const app = initializeApp(
      { projectId: LOCAL_PROJECT_ID, storageBucket: LOCAL_STORAGE_BUCKET, apiKey: 'fake-api-key' },
      `storage-test-${this.apps.length}-${Math.random().toString(36).slice(2)}`,
    );
    this.apps.push(app);
    const storage = getStorage(app);
    // Short retry windows keep failures quick; the interrupted-upload test needs only one retry.
    storage.maxOperationRetryTime = 10_000;
    storage.maxUploadRetryTime = 10_000;
    if (identity === null) {
      connectStorageEmulator(storage, this.host, this.port);
    } else if (identity === 'owner') {
      connectStorageEmulator(storage, this.host, this.port, { mockUserToken: 'owner' });
    } else {
      const { uid, claims = {} } = identity;
      connectStorageEmulator(storage, this.host, this.port, {
        mockUserToken: { sub: uid, user_id: uid, ...claims },
      });
    }
    return storage;
  }

  async dispose(): Promise<void> {
    await Promise.all(this.apps.splice(0).map((app) => deleteApp(app)));
  }
}
