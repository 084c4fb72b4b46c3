/** Stream's REST API, resource by resource, in the order the router tries them. */
import type { EmulatorContext } from '../domain/context';
import { registerAppRoutes } from './app';
import { registerChannelEventRoute } from './channel-events';
import { registerChannelQueryRoutes } from './channel-queries';
import { registerChannelRoutes } from './channels';
import { registerDraftRoutes } from './drafts';
import { registerMemberRoutes } from './members';
import { registerMessageListRoutes } from './message-lists';
import { registerMessageRoutes } from './messages';
import { registerModerationRoutes } from './moderation';
import { registerPollRoutes } from './polls';
import { registerReactionRoutes } from './reactions';
import { registerReadStateRoutes } from './read-state';
import type { RouteTable } from './route-table';
import { registerSearchRoute } from './search';
import { registerThreadRoutes } from './threads';
import { registerUploadRoutes } from './uploads';
import { registerUserAccessRoutes } from './user-access';
import { registerUserRoutes } from './users';
import { registerVoteRoutes } from './votes';

export function registerStreamApi(routes: RouteTable, ctx: EmulatorContext): void {
  for (const register of [
    registerAppRoutes,
    registerUserRoutes,
    registerUserAccessRoutes,
    registerModerationRoutes,
    // `POST /channels/:type/query` before `POST /channels/:type/:id` (an update), which it matches too.
    registerChannelQueryRoutes,
    registerChannelRoutes,
    registerMemberRoutes,
    registerReadStateRoutes,
    registerChannelEventRoute,
    registerMessageRoutes,
    registerMessageListRoutes,
    registerReactionRoutes,
    registerSearchRoute,
    registerUploadRoutes,
    registerDraftRoutes,
    registerThreadRoutes,
    registerPollRoutes,
    registerVoteRoutes,
  ]) {
    register(routes, ctx);
  }
}
