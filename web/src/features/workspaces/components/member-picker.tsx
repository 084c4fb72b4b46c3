import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { memberName, useMembersById } from '../api/use-members-by-id';
import { MemberSearch } from './member-search';
import styles from './member-picker.module.css';

const NOBODY: readonly string[] = [];

export interface MemberPickerProps {
  workspaceId: string;
  /** The group's name: "Attendees", "Lead", "Members". */
  label: string;
  /** Chosen uids, in the order chosen. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** One person at most: picking replaces the choice. */
  single?: boolean;
  /** The most that may be chosen (the rules' limit, for instance). */
  max?: number;
  /** People never offered (the signed-in user, for a direct message). */
  exclude?: readonly string[];
  /** Read-only: the chosen people without the search or remove buttons. */
  disabled?: boolean;
}

/**
 * Chosen members as chips (named from their member documents, read only for them) and a search
 * to add more. Someone chosen who has since left shows as "A former member".
 */
export function MemberPicker({
  workspaceId,
  label,
  value,
  onChange,
  single = false,
  max,
  exclude = NOBODY,
  disabled = false,
}: MemberPickerProps) {
  const { status, byId } = useMembersById(workspaceId, value);
  const [limitNote, setLimitNote] = useState<string | null>(null);
  const hidden = useMemo(() => new Set([...value, ...exclude]), [value, exclude]);

  function add(uid: string) {
    if (single) {
      onChange([uid]);
      return;
    }
    if (max !== undefined && value.length >= max) {
      setLimitNote(`At most ${max} can be chosen.`);
      return;
    }
    setLimitNote(null);
    onChange([...value, uid]);
  }

  const nameOf = (uid: string) =>
    status === 'ready' ? memberName(byId.get(uid)) : status === 'error' ? 'Unknown' : '…';

  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend>{label}</legend>
      {value.length === 0 ? (
        <p className={styles.muted}>{single ? 'Nobody chosen.' : 'Nobody added yet.'}</p>
      ) : (
        <ul className={styles.chips} aria-label={`${label}: chosen`}>
          {value.map((uid) => (
            <li key={uid} className={styles.chip}>
              <span>{nameOf(uid)}</span>
              {disabled ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${nameOf(uid)}`}
                  onClick={() => {
                    setLimitNote(null);
                    onChange(value.filter((id) => id !== uid));
                  }}
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {limitNote ? <p className={styles.muted}>{limitNote}</p> : null}
      {disabled ? null : (
        <MemberSearch
          workspaceId={workspaceId}
          label={`Find ${single ? 'a person' : 'people'} to add`}
          actionLabel={single ? 'Choose' : 'Add'}
          exclude={hidden}
          onPick={(member) => add(member.uid)}
        />
      )}
    </fieldset>
  );
}
