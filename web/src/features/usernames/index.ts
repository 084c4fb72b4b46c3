/** The usernames feature's public surface: the claim form and the claim right after sign-up. */
export { ClaimUsernameForm } from './components/claim-username-form';
export { readPendingUsername } from './pending-username';
export { useClaimPendingUsername } from './api/use-usernames';
