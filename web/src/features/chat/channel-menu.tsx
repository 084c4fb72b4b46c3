/**
 * One "Channel actions" button per channel (in the list and in the open channel's header):
 * Pin, Archive, Mute and Hide for the user alone, and in the header the channel's pinned messages
 * and settings (so the header fits a 375 px screen). It replaces stream-chat-react's per-item
 * action buttons (a menu toggle and a mute button, three Tab stops per channel with the item
 * itself); this is two. It is a disclosure, not a dialog: Escape and a click outside close it.
 */
import { useState } from 'react';
import type { Channel } from 'stream-chat';
import { useChannelListItemContext, useChannelPreviewInfo } from 'stream-chat-react';
import { Popover } from '@/components/ui/popover';
import {
  ORGANISATION_LABEL,
  applyOrganisation,
  organisationActions,
  useChannelOrganisation,
  type OrganisationAction,
} from './channel-organisation';
import styles from './chat.module.css';

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/** A further entry of the menu (the open channel's panels). */
export interface ChannelMenuItem {
  label: string;
  onSelect: () => void;
}

export function ChannelMenu({
  channel,
  items = [],
}: {
  channel: Channel;
  items?: ChannelMenuItem[];
}) {
  const organisation = useChannelOrganisation(channel);
  const { displayTitle } = useChannelPreviewInfo({ channel });
  const [error, setError] = useState<string | null>(null);
  const run = async (action: OrganisationAction, close: () => void) => {
    setError(null);
    try {
      await applyOrganisation(channel, action);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <Popover
      label={`Actions for ${displayTitle ?? 'channel'}`}
      panelLabel="Channel actions"
      trigger={() => <MoreIcon />}
    >
      {(close) => (
        <div className={styles.menu}>
          {items.map(({ label, onSelect }) => (
            <button
              key={label}
              type="button"
              onClick={() => {
                close();
                onSelect();
              }}
            >
              {label}
            </button>
          ))}
          {organisationActions(organisation).map((action) => (
            <button key={action} type="button" onClick={() => void run(action, close)}>
              {ORGANISATION_LABEL[action]}
            </button>
          ))}
          {error ? <p role="alert">{error}</p> : null}
        </div>
      )}
    </Popover>
  );
}

/** The list item's actions slot (ComponentContext `ChannelListItemActionButtons`). */
export function ChannelListItemMenu() {
  const { channel } = useChannelListItemContext();
  return (
    <div className={styles.itemMenu}>
      <ChannelMenu channel={channel} />
    </div>
  );
}
