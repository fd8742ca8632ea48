import type { UserData } from '../../services/auth-types';

/** The built-in development admin, used when user data fails with sample data on. */
export const DEVELOPMENT_ADMIN: Readonly<UserData> = Object.freeze({
  metadataUserId: 'meta-dev-admin',
  email: 'dev.admin@portal.example',
  userId: 'dev-admin',
  userName: 'dev.admin@portal.example',
  fullName: 'Development Admin',
  customerId: 5150,
  partnerId: null,
  userRole: 1,
});
