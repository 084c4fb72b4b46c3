/**
 * Stands in for `re2js` in the build (vite.config.ts alias). Firestore's SDK imports this
 * regular-expression engine (about 40 KiB gzip) for one use: evaluating the `like`,
 * `regexContains` and `regexMatch` expressions of Firestore pipelines on the device. Crewspace
 * builds no pipeline (nothing imports `firebase/firestore/pipelines`); plain queries never make
 * those expressions. Should one run, Firestore catches the error, logs a warning and the
 * expression evaluates to an error.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Crewspace builds no Firestore pipeline that matches regular expressions.');
  },
};
