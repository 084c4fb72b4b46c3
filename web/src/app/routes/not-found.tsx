import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import styles from './routes.module.css';

export function NotFoundRoute() {
  return (
    <Card className={styles.notice}>
      <h1>Page not found</h1>
      <p className={styles.muted}>There is nothing at this address.</p>
      <Link to={paths.dashboard.path}>Go to the dashboard</Link>
    </Card>
  );
}
