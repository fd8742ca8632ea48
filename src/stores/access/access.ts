// The access folder's entry: whose accounts the user has and which one is selected, the menu and
// app definitions, what an account may use (menu and product access), the tokens asked for it,
// the internal tools' cookie, the user menu's entries for the role and the per-browser app overrides. Importers use this one path.
export { $accountDialogRequired, $lastSelectedCustomerId, $selectedCustomer, $selectedCustomerId, selectAccount } from './selected-customer';
export { $accounts, prefetchAccounts, type AccountsState } from './accounts';
export { $appDefinitions, $definitionsSettled, $definitionsSource, $menu, adoptHandedOverApps, loadDefinitions } from './definitions';
export { $internalToolsAccess, mayOpenInternalTool, requestInternalToolsAccess } from './internal-tools-access';
export { $overridesToConfirm, answerOverrides, takeAddressOverrides } from './app-override-requests';
export { $appOverrideNotices, $appOverrides, $appsInForce, dismissOverrideNotice, setAppOverride } from './app-overrides';
export { $tokens, appTokenRefusal, getAppToken, tokenKey } from './token-cache';
export { productAccess, type ProductAccess } from './menu-access';
export { $profileMenuItems, profileEntry, profileMenuItems, type ProfileRoles } from './profile-entry';
