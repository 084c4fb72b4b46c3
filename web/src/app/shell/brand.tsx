import { PRODUCT_NAME } from '@crewspace/common/models';
import { Link } from 'react-router-dom';
import styles from './brand.module.css';

export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
