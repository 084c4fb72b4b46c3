import { Suspense } from 'react';
import { Loading } from '@/components/ui/loading';
import { AdminConsole } from '@/features/admin';
import { SignupNotifications } from '@/features/notifications';
import styles from './routes.module.css';

/** /admin: reached only with the admin claim (the route guard; the rules check it again). */
export function AdminRoute() {
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Admin console</h1>
        <p className={styles.lead}>Approve new accounts and follow sign-ups.</p>
      </header>
      <Suspense fallback={<Loading />}>
        <AdminConsole aside={<SignupNotifications />} />
      </Suspense>
    </div>
  );
}
