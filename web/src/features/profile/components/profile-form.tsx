import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/use-user-doc';
import { validateProfileInput } from '../profile';
import { useProfile } from '../profile-provider';
import styles from './profile-form.module.css';

/** Edits the display name and photo URL (Storage upload comes with the uploads issue). */
export function ProfileForm() {
  const { profile, doc } = useProfile();
  const [displayName, setDisplayName] = useState(doc?.displayName ?? profile.displayName);
  const [photoURL, setPhotoURL] = useState(profile.hasPhoto ? profile.photoURL : '');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const updateProfile = useUpdateProfile(profile.uid);
  const errors = validateProfileInput({ displayName, photoURL });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    setStatus('saving');
    try {
      await updateProfile({ displayName, photoURL });
      setStatus('saved');
    } catch (error) {
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
        hint="Leave empty to use the default avatar."
        value={photoURL}
        error={errors.photoURL}
        onChange={(event) => {
          setPhotoURL(event.target.value);
          setStatus('idle');
        }}
      />
      {status === 'saved' ? <Alert tone="success">Profile saved.</Alert> : null}
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
