/**
 * Choose one video, name it (defaults to the file name) and add optional notes. Start Upload
 * stays disabled until a video file is chosen and the name is not blank; other files are refused.
 */
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { MAX_VIDEO_NAME_LENGTH, defaultVideoName, isVideoFile } from '../file-names';
import type { StartUploadInput } from '../upload-context';
import styles from './uploader.module.css';

export interface UploadFormProps {
  /** Starts the upload; return false to keep the form filled (the start was refused). */
  onStart(input: StartUploadInput): boolean;
}

export function UploadForm({ onStart }: UploadFormProps) {
  const fileId = useId();
  const notesId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [videoName, setVideoName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [notes, setNotes] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);

  const canStart = file !== null && videoName.trim().length > 0;

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isVideoFile(chosen)) {
      setFile(null);
      setFileError(`“${chosen.name}” is not a video. Choose a video file.`);
      event.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
    if (chosen && (!nameEdited || !videoName.trim())) {
      setVideoName(defaultVideoName(chosen.name));
      setNameEdited(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || !canStart) return;
    if (!onStart({ file, videoName: videoName.trim(), notes: notes.trim() })) return;
    setFile(null);
    setVideoName('');
    setNameEdited(false);
    setNotes('');
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Upload a video">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fileId}>
          Video file
        </label>
        <input
          ref={fileInput}
          id={fileId}
          className={styles.fileInput}
          type="file"
          accept="video/*"
          onChange={onFileChange}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
        />
        {fileError ? (
          <p id={`${fileId}-error`} className={styles.error} role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        label="Video name"
        value={videoName}
        maxLength={MAX_VIDEO_NAME_LENGTH}
        onChange={(event) => {
          setVideoName(event.target.value);
          setNameEdited(true);
        }}
        required
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={notesId}>
          Notes (optional)
        </label>
        <textarea
          id={notesId}
          className={styles.textarea}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!canStart}>
        Start Upload
      </Button>
    </form>
  );
}
