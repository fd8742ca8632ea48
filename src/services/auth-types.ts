import type { LicenseId } from '../config/menu-types';

/** User data from GetUserData. */
export interface UserData {
  metadataUserId: string;
  email: string;
  userId: string;
  userName: string;
  fullName: string;
  customerId: number | null;
  partnerId: number | null;
  /** 0 customer, 1 administrator, 2 partner. */
  userRole: 0 | 1 | 2;
}

/** An account the user may act for, from GetAccessibleCustomers. */
export interface AccessibleCustomer {
  customerId: number;
  customerName: string;
  partnerId: number | null;
  productTags: LicenseId[];
}

/** What a token is requested for (CreateAccessCookie). */
export interface AccessTokenRequest {
  client: string;
  services: string[];
  impersonateCustomerId: number;
}

/** An access token (expirationUtc; the rest is ours). */
export interface AccessToken {
  token: string;
  client: string;
  services: string[];
  customerId: number;
  /** ISO 8601 expiry. */
  expirationUtc: string;
}
