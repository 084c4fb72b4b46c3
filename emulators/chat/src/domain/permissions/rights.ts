/**
 * The channel rights, and how each maps to Stream's capability names (what the UI reads in
 * `own_capabilities`) and to Stream permission ids (what `src/setup.ts` grants on a real Stream
 * app). One table, used by both; `roles.ts` says which channel role holds which right.
 *
 * Stream checks two subjects: the user (app-level role, `user` for everyone here) and, only
 * while they are a member, the channel member (channel role). The channel's creator "owns" it,
 * but ownership counts only through "-owner" permissions granted to a role; Stream's defaults
 * give `user` many of them (`read-channel-owner`, `update-channel-members-owner`, …), so a
 * creator keeps reading and managing a channel they left. Our table grants `user` nothing but
 * `create-channel` on the types clients create, so every right comes from a channel role.
 */
export const CHANNEL_RIGHTS = [
  'read',
  'sendMessages',
  'editMessages',
  'createPosts',
  'deleteMessages',
  'pinMessages',
  'moderatePosts',
  'manageMembers',
  'manageApplications',
  'changeSettings',
  'changePrivacy',
  'deleteChannel',
] as const;
export type ChannelRight = (typeof CHANNEL_RIGHTS)[number];

interface RightMapping {
  capabilities: readonly string[];
  streamPermissions: readonly string[];
}

export const RIGHT_MAPPINGS: Readonly<Record<ChannelRight, RightMapping>> = {
  read: {
    capabilities: [
      'read-events',
      'connect-events',
      'search-messages',
      'mute-channel',
      'leave-channel',
      'flag-message',
      // Who voted for what (the results dialog), for everyone who reads the channel.
      'query-poll-votes',
    ],
    streamPermissions: [
      'read-channel',
      'read-channel-members',
      'mute-channel',
      'flag-message',
      'remove-own-channel-membership',
      'query-poll-votes',
    ],
  },
  sendMessages: {
    capabilities: [
      'send-message',
      'send-links',
      'typing-events',
      'send-typing-events',
      'send-custom-events',
    ],
    streamPermissions: ['create-message', 'add-links', 'create-mention', 'send-custom-event'],
  },
  editMessages: {
    capabilities: ['update-own-message'],
    streamPermissions: ['update-message-owner'],
  },
  createPosts: {
    capabilities: [
      'send-reply',
      'quote-message',
      'send-reaction',
      'upload-file',
      'create-attachment',
      'update-thread',
      // Posting a poll and voting are posts like replies and reactions: members, not viewers.
      'send-poll',
      'cast-poll-vote',
    ],
    streamPermissions: [
      'create-reply',
      'quote-message',
      'create-reaction',
      'delete-reaction-owner',
      'upload-attachment',
      'create-attachment',
      'update-thread',
      'create-poll',
      'cast-poll-vote',
    ],
  },
  deleteMessages: {
    capabilities: ['delete-own-message'],
    streamPermissions: ['delete-message-owner'],
  },
  pinMessages: {
    capabilities: ['pin-message'],
    streamPermissions: ['pin-message'],
  },
  moderatePosts: {
    capabilities: [
      'update-any-message',
      'delete-any-message',
      'pin-message',
      'ban-channel-members',
      'freeze-channel',
      'set-channel-cooldown',
      'skip-slow-mode',
    ],
    streamPermissions: [
      'update-message',
      'delete-message',
      'pin-message',
      'ban-channel-member',
      'update-channel-frozen',
      'update-channel-cooldown',
      'skip-channel-cooldown',
      'use-frozen-channel',
      // Editing, closing and deleting someone else's poll.
      'update-poll',
      'delete-poll',
    ],
  },
  manageMembers: {
    capabilities: ['update-channel-members'],
    streamPermissions: ['update-channel-members'],
  },
  // Accepting a join request is a member add on Stream; the emulator checks this right for it.
  manageApplications: { capabilities: [], streamPermissions: ['update-channel-members'] },
  changeSettings: { capabilities: ['update-channel'], streamPermissions: ['update-channel'] },
  // Privacy is a custom channel field, so on Stream it is part of update-channel.
  changePrivacy: { capabilities: [], streamPermissions: ['update-channel'] },
  deleteChannel: {
    capabilities: ['delete-channel'],
    streamPermissions: ['delete-channel', 'truncate-channel'],
  },
};
