import { PRODUCT_NAME } from '@crewspace/common/models';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './routes.module.css';

const UPDATED = '1 November 2025';

export function PrivacyRoute() {
  return (
    <article className={styles.legal} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <p className={styles.muted}>Last updated {UPDATED}</p>
      <p>
        This policy explains what {PRODUCT_NAME} collects when you use it, why, and the choices you
        have. We collect only what we need to run a shared workspace for your team.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your email address, display name, profile photo link
          and, if you claim one, your username. Google sign-in shares your name, email and photo.
        </li>
        <li>
          <strong>Workspace content</strong>: projects, canvases, videos, calendar entries and chat
          messages you and your teammates create.
        </li>
        <li>
          <strong>Usage data</strong>: which pages are viewed, to understand how the product is
          used. We do not sell it or use it for advertising.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To sign you in, to show your work to the members of your workspaces, to tell admins about
        new accounts awaiting approval, to send you notifications inside the app, and to keep the
        service secure.
      </p>
      <h2>Who can see it</h2>
      <p>
        Members of a workspace see that workspace&apos;s content and the names and photos of its
        members. Admins of {PRODUCT_NAME} see account details to approve new accounts. Our hosting,
        authentication and chat providers process data on our behalf under data-processing terms.
      </p>
      <h2>How long we keep it</h2>
      <p>
        For as long as your account exists. When you delete your account we delete your profile
        within 30 days; content you shared in a workspace stays with that workspace.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit your display name and photo at any time, ask for a copy of your data, or ask us
        to delete your account by writing to privacy@crewspace.example.
      </p>
      <p>
        See also the <Link to={paths.terms.path}>terms of use</Link>.
      </p>
    </article>
  );
}

export function TermsRoute() {
  return (
    <article className={styles.legal} aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of use</h1>
      <p className={styles.muted}>Last updated {UPDATED}</p>
      <p>
        These terms apply to your use of {PRODUCT_NAME}. By creating an account you agree to them.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password safe and tell us if you think someone else used your account. New
        accounts are reviewed by an admin before they can use workspaces; we may decline or suspend
        an account that breaks these terms.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you upload and write. You let us store and show it to the
        members of the workspaces you share it with, which is what the service is for. Only upload
        content you have the right to share.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>No unlawful, harassing or hateful content.</li>
        <li>No attempts to break into accounts or workspaces that are not yours.</li>
        <li>No automated scraping or load that harms the service for others.</li>
      </ul>
      <h2>Availability</h2>
      <p>
        We work to keep {PRODUCT_NAME} available and your data safe, but the service is provided as
        is; planned maintenance and outages can happen.
      </p>
      <h2>Changes</h2>
      <p>
        We will tell you in the app before changes to these terms take effect. Questions:
        legal@crewspace.example. Read how we handle data in the{' '}
        <Link to={paths.privacy.path}>privacy policy</Link>.
      </p>
    </article>
  );
}
