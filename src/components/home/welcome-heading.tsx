import { useStore } from '@nanostores/react';
import { $session, firstNameOf } from '../../stores/session/session';

/** "Welcome, " and the first word of the full name, or "Welcome back" without a name. */
export function WelcomeHeading() {
  const { user } = useStore($session);
  const firstName = firstNameOf(user?.fullName);
  return <h1 className="shell__welcome home__welcome">{firstName ? `Welcome, ${firstName}` : 'Welcome back'}</h1>;
}
