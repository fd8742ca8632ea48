import type { HttpClient } from './http-client';
import { LICENSE_IDS, type LicenseId } from '../config/menu-types';
import type { AccessibleCustomer, AccessToken, AccessTokenRequest, UserData } from './auth-types';
import { HttpError, toHttpError } from './http-error';
import { isInteger, isNullableInteger, isRecord, isString } from './json-guards';

async function call<T>(request: () => Promise<{ data: unknown }>, read: (data: unknown) => T | null, what: string): Promise<T> {
  let data: unknown;
  try {
    ({ data } = await request());
  } catch (error) {
    throw toHttpError(error);
  }
  const value = read(data);
  if (value === null) throw new HttpError('invalid-body', `${what}: unexpected answer`);
  return value;
}

/** The user data of an answer (or of a copy kept in storage), or null when it is not one. */
export function readUser(data: unknown): UserData | null {
  if (!isRecord(data)) return null;
  const { metadataUserId, email, userId, userName, fullName, customerId, partnerId, userRole } = data;
  if (!isString(userId) || !isString(email) || !isNullableInteger(customerId) || !isNullableInteger(partnerId)) return null;
  if (userRole !== 0 && userRole !== 1 && userRole !== 2) return null;
  return {
    metadataUserId: isString(metadataUserId) ? metadataUserId : '',
    email,
    userId,
    userName: isString(userName) ? userName : email,
    fullName: isString(fullName) ? fullName : '',
    customerId,
    partnerId,
    userRole,
  };
}

const isLicenseId = (value: unknown): value is LicenseId => LICENSE_IDS.includes(value as LicenseId);

/** Accounts with a usable id; malformed entries are dropped rather than failing the whole list. */
export function readCustomers(data: unknown): AccessibleCustomer[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((entry): AccessibleCustomer[] => {
    if (!isRecord(entry) || !isInteger(entry.customerId)) return [];
    return [
      {
        customerId: entry.customerId,
        customerName: isString(entry.customerName) ? entry.customerName : String(entry.customerId),
        partnerId: isNullableInteger(entry.partnerId) ? entry.partnerId : null,
        productTags: Array.isArray(entry.productTags) ? entry.productTags.filter(isLicenseId) : [],
      },
    ];
  });
}

function readToken(data: unknown): AccessToken | null {
  if (!isRecord(data) || !isString(data.token) || !isString(data.expirationUtc) || Number.isNaN(Date.parse(data.expirationUtc))) return null;
  return {
    token: data.token,
    client: isString(data.client) ? data.client : '',
    services: Array.isArray(data.services) ? data.services.filter(isString) : [],
    customerId: isInteger(data.customerId) ? data.customerId : 0,
    expirationUtc: data.expirationUtc,
  };
}

/** GET authapi/Login/GetUserData: the signed-in user. */
export function getUserData(auth: HttpClient): Promise<UserData> {
  return call(() => auth.get('/authapi/Login/GetUserData'), readUser, 'GetUserData');
}

/** GET authapi/Login/GetAccessibleCustomers (credentials): the accounts the user may act for. */
export function getAccessibleCustomers(auth: HttpClient): Promise<AccessibleCustomer[]> {
  return call(() => auth.get('/authapi/Login/GetAccessibleCustomers'), readCustomers, 'GetAccessibleCustomers');
}

/** POST authapi/Login/RefreshAccessibleCustomers: the account refresh (reads the list again). */
export function refreshAccessibleCustomers(auth: HttpClient): Promise<AccessibleCustomer[]> {
  return call(() => auth.post('/authapi/Login/RefreshAccessibleCustomers'), readCustomers, 'RefreshAccessibleCustomers');
}

/** POST authapi/Login/RefreshLogin: keeps the sign-in alive; returns the new expiry. */
export function refreshLogin(auth: HttpClient): Promise<string> {
  return call(
    () => auth.post('/authapi/Login/RefreshLogin'),
    (data) => (isRecord(data) && isString(data.expirationUtc) ? data.expirationUtc : null),
    'RefreshLogin',
  );
}

/** POST authapi/Access/CreateAccessCookie (credentials): a token for a client's services, impersonating a customer. */
export function createAccessToken(auth: HttpClient, request: AccessTokenRequest): Promise<AccessToken> {
  return call(() => auth.post('/authapi/Access/CreateAccessCookie', request), readToken, 'CreateAccessCookie');
}

/** The return address given to the identity server: `authServerReturnUrl` carrying the page to restore as `initialurl`. */
function returnAddress(authServerReturnUrl: string, initialUrl: string): string {
  const returnUrl = new URL(authServerReturnUrl);
  returnUrl.searchParams.set('initialurl', initialUrl);
  return returnUrl.href;
}

/** `path` on the identity server at `authServerUrl` (trailing slashes of the server's address ignored). */
const identityAddress = (authServerUrl: string, path: string) => new URL(`${authServerUrl.replace(/\/+$/, '')}/identity/account/${path}`);

/**
 * The identity server's logout address: `autosignout=true` and a `returnurl` that carries
 * the page to come back to as `initialurl`.
 */
export function logoutUrl(authServerUrl: string, authServerReturnUrl: string, initialUrl: string): string {
  const logout = identityAddress(authServerUrl, 'logout');
  logout.searchParams.set('autosignout', 'true');
  logout.searchParams.set('returnurl', returnAddress(authServerReturnUrl, initialUrl));
  return logout.href;
}

/**
 * The identity server's sign-in address, which signs nobody out: a `returnurl` that carries the
 * page to come back to as `initialurl`, as in {@link logoutUrl}.
 */
export function loginUrl(authServerUrl: string, authServerReturnUrl: string, initialUrl: string): string {
  const login = identityAddress(authServerUrl, 'login');
  login.searchParams.set('returnurl', returnAddress(authServerReturnUrl, initialUrl));
  return login.href;
}
