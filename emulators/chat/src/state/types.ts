/** Stored records. They are plain JSON so that `--export-on-exit` can write them as they are. */
export type Custom = Record<string, unknown>;

export interface UserRecord {
  id: string;
  role: string;
  created_at: string;
  updated_at: string;
  last_active?: string;
  banned: boolean;
  teams: string[];
  custom: Custom;
  /** This user's tokens issued before this instant are refused (Stream's `revokeUserToken`). */
  revoke_tokens_issued_before?: string | null;
  /** Set by `deactivateUser`: the user can neither connect nor call the API until reactivated. */
  deactivated_at?: string;
}

export interface MemberRecord {
  user_id: string;
  channel_role: string;
  /** 'member', or 'pending' for a join request on an `apply` community. */
  status: 'member' | 'pending';
  created_at: string;
  updated_at: string;
  banned: boolean;
  hidden: boolean;
  pinned_at: string | null;
  archived_at: string | null;
  last_read: string;
  last_read_message_id?: string;
  unread_messages: number;
  first_unread_message_id?: string;
  custom: Custom;
}

export interface ChannelRecord {
  type: string;
  id: string;
  cid: string;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
  truncated_at?: string;
  frozen: boolean;
  disabled: boolean;
  cooldown: number;
  custom: Custom;
  members: Record<string, MemberRecord>;
  /** Messages shown in the channel (top level and `show_in_channel` replies), oldest first. */
  message_ids: string[];
}

export interface ReactionRecord {
  type: string;
  score: number;
  user_id: string;
  message_id: string;
  emoji_code?: string;
  created_at: string;
  updated_at: string;
  custom: Custom;
}

export interface MessageRecord {
  id: string;
  cid: string;
  type: string;
  text: string;
  user_id: string;
  attachments: unknown[];
  mentioned_user_ids: string[];
  parent_id?: string;
  show_in_channel: boolean;
  quoted_message_id?: string;
  silent: boolean;
  pinned: boolean;
  pinned_at: string | null;
  pinned_by_id: string | null;
  pin_expires: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  message_text_updated_at: string | null;
  reply_ids: string[];
  thread_participant_ids: string[];
  reactions: ReactionRecord[];
  /** The poll this message carries (`poll_id` on send). */
  poll_id?: string;
  custom: Custom;
}

export interface PollOptionRecord {
  id: string;
  text: string;
  position?: number;
  custom: Custom;
  created_at: string;
  updated_at: string;
}

/** A vote for an option, or an answer (free text, `allow_answers`). */
export interface PollVoteRecord {
  id: string;
  user_id: string;
  option_id?: string;
  answer_text?: string;
  created_at: string;
  updated_at: string;
}

export interface PollRecord {
  id: string;
  name: string;
  description: string;
  voting_visibility: 'public' | 'anonymous';
  enforce_unique_vote: boolean;
  /** null: no limit beyond one vote per option. */
  max_votes_allowed: number | null;
  allow_answers: boolean;
  allow_user_suggested_options: boolean;
  is_closed: boolean;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  custom: Custom;
  options: PollOptionRecord[];
  /** Oldest first. */
  votes: PollVoteRecord[];
  /** The message that carries it, once sent; its channel decides who may see and vote. */
  message_id?: string;
}

export interface ChannelTypeRecord {
  name: string;
  created_at: string;
  updated_at: string;
  /** Config fields (Stream's channel type config); anything a setup call sends is kept. */
  config: Custom;
  grants: Record<string, string[]>;
}

export interface UserMute {
  target_id: string;
  created_at: string;
  expires?: string;
}

export interface ChannelMute {
  cid: string;
  created_at: string;
  expires?: string;
}

export interface DraftRecord {
  user_id: string;
  cid: string;
  parent_id?: string;
  message: Custom;
  created_at: string;
}

export interface UploadRecord {
  key: string;
  cid: string;
  user_id: string;
  file_name: string;
  mime_type: string;
}

export interface ChatState {
  app: Custom;
  users: Record<string, UserRecord>;
  channels: Record<string, ChannelRecord>;
  messages: Record<string, MessageRecord>;
  channel_types: Record<string, ChannelTypeRecord>;
  roles: string[];
  permissions: Record<string, Custom>;
  user_mutes: Record<string, UserMute[]>;
  channel_mutes: Record<string, ChannelMute[]>;
  blocks: Record<string, { blocked_user_id: string; created_at: string }[]>;
  flags: {
    user_id: string;
    target_message_id?: string;
    target_user_id?: string;
    created_at: string;
  }[];
  drafts: DraftRecord[];
  uploads: Record<string, UploadRecord>;
  polls: Record<string, PollRecord>;
}
