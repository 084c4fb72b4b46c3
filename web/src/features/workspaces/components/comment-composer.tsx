/**
 * Writing a comment, a reply or an edit (video review comments, task discussions): the text, optional @mentions picked from the
 * workspace's members (their `@Name` goes into the text; only those still named there are sent),
 * and the shared limits checked before anything is written.
 */
import { COMMENT_TEXT_MAX } from '@crewspace/common/video-review';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/textarea-field';
import { memberName } from '../api/use-members-by-id';
import { mentionsInText, type PickedMention } from './mentions';
import { MemberSearch } from './member-search';
import styles from './comment-composer.module.css';

export interface CommentComposerProps {
  workspaceId: string;
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Shown above the buttons (the moment a new comment is pinned to). */
  children?: ReactNode;
  onFocus?(): void;
  onSubmit(draft: { text: string; mentions: string[] }): Promise<void>;
  onCancel?(): void;
}

export function CommentComposer({
  workspaceId,
  label,
  submitLabel,
  initialText = '',
  children,
  onFocus,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const [text, setText] = useState(initialText);
  const [picked, setPicked] = useState<PickedMention[]>([]);
  const [mentioning, setMentioning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The box empties as the comment is sent, so what is typed while the server confirms is kept;
  // a comment that fails comes back into the box if nothing new was typed there.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const draft = { text, mentions: mentionsInText(text, picked) };
    const pickedBefore = picked;
    setBusy(true);
    setError(null);
    setText('');
    setPicked([]);
    setMentioning(false);
    try {
      await onSubmit(draft);
    } catch (failure) {
      setText((current) => (current.trim() ? current : draft.text));
      // Only mentions still named in the text are sent, so restoring them is always safe.
      setPicked((current) => (current.length ? current : pickedBefore));
      setError(failure instanceof Error ? failure.message : 'The comment could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.composer} onSubmit={submit}>
      <TextAreaField
        label={label}
        rows={3}
        value={text}
        limit={COMMENT_TEXT_MAX}
        onFocus={onFocus}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
      {mentioning ? (
        <MemberSearch
          workspaceId={workspaceId}
          label="Mention a member"
          actionLabel="Mention"
          onPick={(member) => {
            const name = memberName(member);
            setPicked((current) => [...current, { uid: member.uid, name }]);
            setText(
              (current) => `${current}${current && !current.endsWith(' ') ? ' ' : ''}@${name} `,
            );
            setMentioning(false);
          }}
        />
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.composerActions}>
        <Button type="submit" size="sm" busy={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMentioning((shown) => !shown)}>
          {mentioning ? 'Close mentions' : '@ Mention'}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
