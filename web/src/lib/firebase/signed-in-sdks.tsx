/**
 * The door's signed-in face (sdks.tsx has the rest): reactfire's providers, filled with the
 * app's Firestore (for the signed-in user), Functions and Storage, so that feature hooks read
 * them with reactfire's useFirestore(), useFunctions() and useStorage(). It loads with the
 * signed-in chunk, never on a public page. Unmounting it (signing out) closes every live stream,
 * so the next user starts with none of the last one's open.
 */
import { useEffect, type ReactNode } from 'react';
import {
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { firestoreService } from './firestore-service';
import { functionsService } from './functions-service';
import { closeAllLiveData } from './reactfire-workarounds';
import { useFirebaseSdks } from './sdks';
import { storageService } from './storage-service';

export function SignedInSdkProviders({ uid, children }: { uid: string; children: ReactNode }) {
  const { app } = useFirebaseSdks();
  useEffect(() => () => closeAllLiveData(), []);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <FunctionsProvider sdk={functionsService(app)}>
        <StorageProvider sdk={storageService(app)}>
          <FirestoreProvider sdk={firestoreService(app, uid)}>{children}</FirestoreProvider>
        </StorageProvider>
      </FunctionsProvider>
    </FirebaseAppProvider>
  );
}
