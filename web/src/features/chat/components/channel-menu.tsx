/**
 * One "Channel actions" button per channel (in the list and in the open channel's header):
 * Pin, Archive, Mute and Hide for the user alone, and in the header the channel's pinned messages
 * and settings (so the header fits a 375 px screen). In the list it replaces stream-chat-react's
 * per-item action buttons (a menu toggle and a mute button, three Tab stops per channel with the
 * item itself); this is two. It is a disclosure, not a dialog: Escape and a click outside close
 * it.
 */
import type { Channel } from 'stream-chat';
import { useChannelPreviewInfo } from 'stream-chat-react';
import { Popover } from '@/components/ui/popover';
import { useAction } from '@/lib/use-action';
import {
  useChannelOrganisation,
  type ChannelOrganisation,
  type OrganisationAction,
} from '../api/use-channel-organisation';
import { describeChatError } from '../chat-errors';
import styles from './chat.module.css';

/** The actions offered for a channel in its current state, in menu order. */
function organisationActions({
  pinned,
  archived,
  muted,
}: ChannelOrganisation): OrganisationAction[] {
  return [
    pinned ? 'unpin' : 'pin',
    archived ? 'unarchive' : 'archive',
    muted ? 'unmute' : 'mute',
    'hide',
  ];
}

const ORGANISATION_LABEL: Record<OrganisationAction, string> = {
  pin: 'Pin',
  unpin: 'Unpin',
  archive: 'Archive',
  unarchive: 'Unarchive',
  mute: 'Mute',
  unmute: 'Unmute',
  hide: 'Hide',
};

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
  const action = useAction(describeChatError);
  const run = async (chosen: OrganisationAction, close: () => void) => {
    const done = await action.run(
      () => organisation.apply(chosen),
      `Could not ${ORGANISATION_LABEL[chosen].toLowerCase()} the channel.`,
    );
    if (done) close();
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
          {organisationActions(organisation).map((choice) => (
            <button
              key={choice}
              type="button"
              disabled={action.busy}
              onClick={() => void run(choice, close)}
            >
              {ORGANISATION_LABEL[choice]}
            </button>
          ))}
          {action.error ? <p role="alert">{action.error}</p> : null}
        </div>
      )}
    </Popover>
  );
}
