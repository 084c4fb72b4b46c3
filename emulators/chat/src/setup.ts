/**
 * `npm run chat:setup`: creates the `community` channel type, the channel roles and their
 * grants, turns on the config Crewspace needs (polls), sets the app settings it runs with (no
 * user search for clients) and, given a URL, points the app's webhook at the functions, on a
 * Stream app through the server SDK. Safe to repeat, against Stream or the emulator.
 *   STREAM_API_KEY, STREAM_API_SECRET (local defaults), STREAM_BASE_URL (default: the emulator),
 *   STREAM_WEBHOOK_URL (optional: https://<your site>/api/webhooks/stream)
 */
import { pathToFileURL } from 'node:url';
import {
  LOCAL_PORTS,
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
} from '@crewspace/common/local-config';
import { StreamChat, type AppSettings } from 'stream-chat';
import { CHANNEL_ROLES, CHAT_WEBHOOK_EVENTS, type ChannelRole } from '@crewspace/common/chat';
import { CREWSPACE_APP_SETTINGS } from './domain/app/app-settings';
import { CREWSPACE_TYPE_CONFIG } from './domain/channels/channel-types';
import { userRoleGrants } from './domain/permissions/grants';
import { RIGHT_MAPPINGS } from './domain/permissions/rights';
import { roleRights } from './domain/permissions/roles';

/** Channel types whose grants Crewspace manages, and the grants per role. */
const MANAGED_TYPES = ['messaging', 'team', 'community'] as const;

/**
 * The grants of one channel type. Updating a type replaces the grants of the roles it names, so
 * `user` is named too: that drops Stream's default "-owner" grants (a creator reading and
 * managing a channel they left) and `create-channel` on types only the server creates.
 */
function grantsFor(channelType: string): Record<string, string[]> {
  const grantFor = (role: ChannelRole) => [
    ...new Set(
      roleRights(channelType, role).flatMap((right) => RIGHT_MAPPINGS[right].streamPermissions),
    ),
  ];
  // Stream's built-in channel roles are the product's member and moderator.
  return {
    ...Object.fromEntries(CHANNEL_ROLES.map((role) => [role, grantFor(role)])),
    channel_member: grantFor('member'),
    channel_moderator: grantFor('moderator'),
    user: userRoleGrants(channelType),
  };
}

/**
 * Drops permission ids the app does not know (Stream refuses a whole grant update over one
 * unknown id), so a permission Stream names differently costs that grant, not the setup.
 */
export function knownGrants(
  grants: Record<string, string[]>,
  known: ReadonlySet<string>,
  log: (line: string) => void,
): Record<string, string[]> {
  const unknown = new Set(
    Object.values(grants).flatMap((ids) => ids.filter((id) => !known.has(id))),
  );
  if (unknown.size > 0)
    log(`skipped permissions this app does not know: ${[...unknown].join(', ')}`);
  return Object.fromEntries(
    Object.entries(grants).map(([role, ids]) => [role, ids.filter((id) => known.has(id))]),
  );
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && /already exists/i.test(error.message);
}

export interface SetupOptions {
  /** Where the app's webhook sends the events the functions act on; left as it is when unset. */
  webhookUrl?: string;
}

export async function setupStreamApp(
  client: StreamChat,
  log: (line: string) => void = console.info,
  { webhookUrl }: SetupOptions = {},
) {
  const { roles } = await client.listRoles();
  const existing = new Set(roles.map((role) => role.name));
  for (const role of CHANNEL_ROLES) {
    if (existing.has(role)) continue;
    await client.createRole(role).catch((error: unknown) => {
      if (!isAlreadyExists(error)) throw error;
    });
    log(`created role ${role}`);
  }
  const { channel_types: types } = await client.listChannelTypes();
  if (!types.community) {
    await client.createChannelType({
      name: 'community',
      typing_events: true,
      read_events: true,
      uploads: true,
      ...CREWSPACE_TYPE_CONFIG,
    });
    log('created channel type community');
  }
  const { permissions = [] } = await client.listPermissions();
  const known = new Set(permissions.flatMap((permission) => permission.id ?? []));
  for (const type of MANAGED_TYPES) {
    await client.updateChannelType(type, {
      ...CREWSPACE_TYPE_CONFIG,
      grants: knownGrants(grantsFor(type), known, log),
    });
    log(`granted ${type} permissions to ${CHANNEL_ROLES.join(', ')} and user; polls on`);
  }
  // The SDK's request type lacks this setting, which its app settings answer carries.
  await client.updateAppSettings({
    user_search_disallowed_roles: [...CREWSPACE_APP_SETTINGS.user_search_disallowed_roles],
  } as AppSettings);
  log(
    `user search refused to roles ${CREWSPACE_APP_SETTINGS.user_search_disallowed_roles.join(', ')}`,
  );
  if (webhookUrl) {
    await client.updateAppSettings({
      webhook_url: webhookUrl,
      webhook_events: [...CHAT_WEBHOOK_EVENTS],
    });
    log(`webhook ${webhookUrl} receives ${CHAT_WEBHOOK_EVENTS.join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const client = new StreamChat(
    env.STREAM_API_KEY ?? LOCAL_STREAM_API_KEY,
    env.STREAM_API_SECRET ?? LOCAL_STREAM_API_SECRET,
    { baseURL: env.STREAM_BASE_URL ?? `http://127.0.0.1:${LOCAL_PORTS.chat}` },
  );
  await setupStreamApp(client, console.info, { webhookUrl: env.STREAM_WEBHOOK_URL });
  console.info('Stream app setup complete');
}
