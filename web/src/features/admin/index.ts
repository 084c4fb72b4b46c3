/**
 * The admin feature's public surface: the approval console, lazy (a chunk of its own: only the
 * few admins open it, so no one else's signed-in chunk carries it).
 */
import { lazy } from 'react';

export const AdminConsole = lazy(() =>
  import('./components/admin-console').then((module) => ({ default: module.AdminConsole })),
);
