import { useState } from 'react';
import type { FormEvent } from 'react';
import { PROFILE_CHANGES_PER_DAY } from '@crewspace/common/limits';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format-time';
import { useUpdateProfile } from '../api/use-user-doc';
import { validateProfileInput } from '../profile';
import { ProfileChangeLimitError } from '../profile-changes';
import { useProfile } from '../profile-provider';
import styles from './profile-form.module.css';

/** Edits the display name and photo URL (Storage upload comes with the uploads issue). */
export function ProfileForm() {
  const { profile, doc } = useProfile();
  const [displayName, setDisplayName] = useState(doc?.displayName ?? profile.displayName);
  const [photoURL, setPhotoURL] = useState(profile.hasPhoto ? profile.photoURL : '');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  /** When the next change is possible, once the day's changes are used up. */
  const [limitedUntil, setLimitedUntil] = useState<Date | null>(null);
  const updateProfile = useUpdateProfile(profile.uid);
  const errors = validateProfileInput({ displayName, photoURL }, doc?.photoURL);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    setStatus('saving');
    setLimitedUntil(null);
    try {
      // Before the document arrives, as a document with nothing in it.
      await updateProfile(
        { displayName, photoURL },
        doc ?? { displayName: '', photoURL: '', profileChanges: {} },
      );
      setStatus('saved');
    } catch (error) {
      if (error instanceof ProfileChangeLimitError) {
        setLimitedUntil(error.freeAt);
        setStatus('idle');
        return;
      }
      console.error('Profile update failed', error);
      setStatus('failed');
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.preview}>
        <Avatar src={photoURL || null} name="Profile photo preview" size="lg" />
        <div>
          <p className={styles.name}>{displayName.trim() || 'Anonymous User'}</p>
          <p className={styles.email}>{profile.email}</p>
        </div>
      </div>
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="name"
        value={displayName}
        maxLength={200}
        error={errors.displayName}
        onChange={(event) => {
          setDisplayName(event.target.value);
          setStatus('idle');
        }}
      />
      <TextField
        label="Photo URL"
        name="photoURL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        hint="A Google account photo (https://…googleusercontent.com/…), or empty for the default avatar."
        value={photoURL}
        error={errors.photoURL}
        onChange={(event) => {
          setPhotoURL(event.target.value);
          setStatus('idle');
        }}
      />
      {status === 'saved' ? <Alert tone="success">Profile saved.</Alert> : null}
      {limitedUntil ? (
        <Alert tone="warning" title="Too many changes today">
          Your name and photo are copied into every workspace you belong to, so they can change{' '}
          {PROFILE_CHANGES_PER_DAY} times in 24 hours. You can change them again after{' '}
          {formatDateTime(limitedUntil)}.
        </Alert>
      ) : null}
      {status === 'failed' ? (
        <Alert tone="error">Could not save your profile. Try again.</Alert>
      ) : null}
      <div>
        <Button type="submit" busy={status === 'saving'}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
