// The session's public entry: importers (and tests that mock the session) use this one path.
// The state loads first, so its reset registers first and runs last (resetStores goes in reverse):
// the session's listeners hear of a new page once the refresh timer and the page-kind flags are reset.
export { $hashedUserId, $initials, $roles, $session, type SessionState, type SessionStatus } from './session-state';
export { handleUnauthorized, logOut, shellStarted, signInAddress, signInAgain, signOutHere, signOutWithRedirect, standaloneElementStarted } from './sign-out';
export { stopLoginRefresh } from './login-refresh-timer';
export { refreshLoginOnce } from './login-refresh';
export { adoptHandedOverLogin, initializeLogin, parseFromAuth, retryUserData, revalidateUser, userConfirmed } from './login-start';
// Pure helpers of the folder that other features use. (sibling-session.ts is loaded with import() at start-up.)
export { emailDomainOf, firstNameOf } from './derived-user-fields';
export { cacheLoginAccounts, cachedLoginAccounts } from './login-cache';
export { signInReturnOnPage, tidySignInReturn } from './sign-in-return-params';
export { firstAddress, startAddress } from './start-address';
