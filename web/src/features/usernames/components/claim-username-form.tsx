import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useUsernameActions } from '../api/use-usernames';
import { readPendingUsername, savePendingUsername } from '../pending-username';
import { UsernameTakenError, usernameProblem } from '../username';
import styles from './claim-username-form.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'taken'; name: string }
  | { kind: 'yours'; name: string }
  | { kind: 'claimed'; name: string }
  | { kind: 'saved'; name: string }
  | { kind: 'failed' };

export interface ClaimUsernameFormProps {
  /** The signed-in user's uid; null for a visitor, whose pick is applied at sign-up. */
  uid: string | null;
  /** The username the user already holds, if any. */
  currentUsername?: string | null;
}

export function ClaimUsernameForm({ uid, currentUsername }: ClaimUsernameFormProps) {
  const [name, setName] = useState(() => (uid ? '' : (readPendingUsername() ?? '')));
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const problem = usernameProblem(name);
  const usernames = useUsernameActions();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const wanted = name.trim();
    setOutcome({ kind: 'busy' });
    try {
      const availability = await usernames.check(wanted, uid, currentUsername ?? null);
      if (!availability.available) {
        setOutcome(
          availability.ownedByYou
            ? { kind: 'yours', name: wanted }
            : { kind: 'taken', name: wanted },
        );
        return;
      }
      if (uid) {
        setOutcome({ kind: 'claimed', name: await usernames.claim(wanted) });
      } else {
        savePendingUsername(wanted);
        setOutcome({ kind: 'saved', name: wanted });
      }
    } catch (error) {
      if (error instanceof UsernameTakenError) {
        setOutcome({ kind: 'taken', name: wanted });
        return;
      }
      console.error('Username claim failed', error);
      setOutcome({ kind: 'failed' });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {currentUsername ? (
        <p className={styles.current}>
          Your username is <strong>@{currentUsername}</strong>. Claiming a new one releases it.
        </p>
      ) : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={name}
        maxLength={30}
        hint="3–30 letters, digits, '.', '_' or '-'. Not case-sensitive."
        error={touched ? problem : null}
        onChange={(event) => {
          setName(event.target.value);
          setOutcome({ kind: 'idle' });
        }}
      />
      {outcome.kind === 'taken' ? (
        <Alert tone="error">@{outcome.name} is taken. Try another.</Alert>
      ) : null}
      {outcome.kind === 'yours' ? (
        <Alert tone="info">@{outcome.name} is already yours.</Alert>
      ) : null}
      {outcome.kind === 'claimed' ? (
        <Alert tone="success">@{outcome.name} is now your username.</Alert>
      ) : null}
      {outcome.kind === 'saved' ? (
        <Alert tone="success">
          @{outcome.name} is available. It will be reserved when you{' '}
          <Link to={paths.signup.path}>create your account</Link>.
        </Alert>
      ) : null}
      {outcome.kind === 'failed' ? (
        <Alert tone="error">Could not check that username. Try again.</Alert>
      ) : null}
      <div>
        <Button type="submit" busy={outcome.kind === 'busy'}>
          {uid ? 'Claim username' : 'Check and keep for sign-up'}
        </Button>
      </div>
    </form>
  );
}
