/**
 * App settings Crewspace runs with: the emulator starts with them and `chat:setup` applies them
 * to a Stream app (`updateAppSettings`), so the local chat refuses what Stream will.
 *
 * `user_search_disallowed_roles`: the `user` role may not query users (Stream refuses
 * `queryUsers` for the roles listed). People reach a client only as members and authors of the
 * channels it reads, and every workspace is a `team` channel of its members, so nobody sees
 * anyone they share neither a workspace nor a channel with.
 */
export const CREWSPACE_APP_SETTINGS = {
  user_search_disallowed_roles: ['user'],
} as const;
