/**
 * Stands in for `firebase/database` and `firebase/remote-config` in the build (vite.config.ts
 * aliases). reactfire ships one bundle that imports its Realtime Database and Remote Config
 * hooks, and both SDKs register themselves on import, so ~43 KiB (gzip) the app never runs would
 * load before sign-in. Crewspace uses neither product; should a hook reach here, it fails loudly.
 */
function unused(): never {
  throw new Error('Crewspace uses neither the Realtime Database nor Remote Config.');
}

// firebase/database, as reactfire imports it.
export const get = unused;
export const off = unused;
export const onChildAdded = unused;
export const onChildChanged = unused;
export const onChildMoved = unused;
export const onChildRemoved = unused;
export const onValue = unused;

// firebase/remote-config, as reactfire imports it.
export const ensureInitialized = unused;
export const getAll = unused;
export const getBoolean = unused;
export const getNumber = unused;
export const getString = unused;
export const getValue = unused;
