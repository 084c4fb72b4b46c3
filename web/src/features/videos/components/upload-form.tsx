/**
 * Choose one video, name it (defaults to the file name) and add optional notes. Start Upload
 * stays disabled until a video file is chosen and the name is not blank; other files are refused,
 * by their type and then by their first bytes (a renamed text file is not a video).
 * Picking the file of an upload a page reload interrupted offers to resume it instead. For a new
 * version of a video (`versionOf`) only the file is asked for: the video keeps its name and notes.
 */
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  MAX_VIDEO_NAME_LENGTH,
  MAX_VIDEO_NOTES_LENGTH,
  defaultVideoName,
  isVideoFile,
} from '../file-names';
import type { VersionTarget } from '../api/upload-video';
import type { FileIdentity, InterruptedUpload } from '../interrupted-uploads';
import type { StartUploadInput } from '../upload-context';
import { percent } from '../upload-stats';
import { checkVideoContents } from '../video-signature';
import styles from './uploader.module.css';

export interface UploadFormProps {
  /** Starts the upload; return false to keep the form filled (the start was refused). */
  onStart(input: StartUploadInput): boolean;
  /** The interrupted upload of a picked file, if there is one to resume. */
  findInterrupted?(file: FileIdentity): InterruptedUpload | undefined;
  /** "Start over": forget the interrupted upload of the picked file. */
  onDiscardInterrupted?(upload: InterruptedUpload): void;
  /** The video the file becomes the next version of; none for a new video. */
  versionOf?: VersionTarget | null;
}

export function UploadForm({
  onStart,
  findInterrupted,
  onDiscardInterrupted,
  versionOf = null,
}: UploadFormProps) {
  const fileId = useId();
  const notesId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // One state, so a file accepted after its check sees a name typed meanwhile (and keeps it).
  const [name, setName] = useState({ value: '', edited: false });
  const videoName = name.value;
  const [notes, setNotes] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [resumable, setResumable] = useState<InterruptedUpload | null>(null);
  const [checking, setChecking] = useState(false);
  const lastCheck = useRef(0);

  const canStart = file !== null && (versionOf !== null || videoName.trim().length > 0);

  function refuse(input: HTMLInputElement, problem: string) {
    setChecking(false);
    setFile(null);
    setResumable(null);
    setFileError(problem);
    input.value = '';
  }

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    const check = ++lastCheck.current;
    if (chosen && !isVideoFile(chosen)) {
      refuse(input, `“${chosen.name}” is not a video. Choose a video file.`);
      return;
    }
    if (!chosen) {
      accept(null);
      return;
    }
    // The type comes from the name alone: the first bytes say whether it is a video.
    setFile(null);
    setFileError(null);
    setChecking(true);
    void checkVideoContents(chosen).then((problem) => {
      if (check !== lastCheck.current) return; // another file was picked meanwhile
      if (problem) refuse(input, problem);
      else accept(chosen);
    });
  }

  function accept(chosen: File | null) {
    setChecking(false);
    setFileError(null);
    setFile(chosen);
    const interrupted = chosen ? findInterrupted?.(chosen) : undefined;
    setResumable(interrupted ?? null);
    if (interrupted) {
      setName({ value: interrupted.videoName, edited: false });
      setNotes(interrupted.notes);
    } else if (chosen) {
      const fileName = defaultVideoName(chosen.name);
      setName((current) =>
        current.edited && current.value.trim() ? current : { value: fileName, edited: false },
      );
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || !canStart) return;
    const input = versionOf
      ? { file, videoName: versionOf.videoName, notes: '', versionOf }
      : { file, videoName: videoName.trim(), notes: notes.trim() };
    if (!onStart(resumable ? { ...input, resume: resumable } : input)) return;
    setFile(null);
    setResumable(null);
    setName({ value: '', edited: false });
    setNotes('');
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={versionOf ? 'Upload a new version' : 'Upload a video'}
    >
      {versionOf ? (
        <p className={styles.muted}>
          The file becomes the newest version of “{versionOf.videoName}”. Comments stay with the
          version they were made on.
        </p>
      ) : null}
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
          // The first thing to do here, also when interrupted uploads are listed above it.
          data-autofocus
          aria-busy={checking || undefined}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
        />
        {fileError ? (
          <p id={`${fileId}-error`} className={styles.error} role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      {versionOf ? null : (
        <>
          <TextField
            label="Video name"
            value={videoName}
            maxLength={MAX_VIDEO_NAME_LENGTH}
            onChange={(event) => setName({ value: event.target.value, edited: true })}
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
              maxLength={MAX_VIDEO_NOTES_LENGTH}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
        </>
      )}
      {resumable ? (
        <Alert tone="info" title="Resume this upload?">
          <p>
            This file’s earlier upload stopped at{' '}
            {Math.floor(percent(resumable.bytesTransferred, resumable.fileSize))}%. Resume Upload
            continues from there.
          </p>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onDiscardInterrupted?.(resumable);
              setResumable(null);
            }}
          >
            Start over
          </Button>
        </Alert>
      ) : null}
      <Button type="submit" disabled={!canStart}>
        {resumable ? 'Resume Upload' : 'Start Upload'}
      </Button>
    </form>
  );
}
