import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import styles from './routes.module.css';

/** Placeholder for a section whose feature ships in a later issue. */
export function ComingSoonRoute({ title, summary }: { title: string; summary: string }) {
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
      </header>
      <Card className={styles.comingSoon}>
        <h2>Coming soon</h2>
        <p className={styles.muted}>{summary}</p>
        <Link to={paths.dashboard.path}>Back to the dashboard</Link>
      </Card>
    </div>
  );
}
