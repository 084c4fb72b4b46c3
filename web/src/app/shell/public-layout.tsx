import { PRODUCT_NAME } from '@crewspace/common/models';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { AccountLinks } from '@/features/auth';
import { ThemeToggle } from '@/features/theme';
import { Brand } from './brand';
import { SkipLink } from './skip-link';
import styles from './public-layout.module.css';

/** Public pages: brand, account links, theme toggle and legal links; no signed-in providers. */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <Brand to={paths.home.path} />
        <nav aria-label="Account" className={styles.nav}>
          <AccountLinks ctaClassName={styles.cta} />
          <ThemeToggle />
        </nav>
      </header>
      <main id="main" className={styles.main}>
        {/* The legal and claim-username pages are lazy (router.tsx); the frame stays. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
        <nav aria-label="Legal" className={styles.legal}>
          <Link to={paths.privacy.path}>Privacy</Link>
          <Link to={paths.terms.path}>Terms</Link>
        </nav>
      </footer>
    </div>
  );
}
