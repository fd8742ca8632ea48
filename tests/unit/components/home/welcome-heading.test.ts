// The home page's heading: the person's first name, or a welcome without one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { WelcomeHeading } from '../../../../src/components/home/welcome-heading';
import type { UserData } from '../../../../src/services/auth-types';
import { $session } from '../../../../src/stores/session/session';
import { resetStores } from '../../../../src/stores/store-reset';

function signIn(fullName: string): void {
  const user: UserData = { metadataUserId: 'm-home', email: 'ada@nordic.example', userId: 'u-home', userName: 'ada', fullName, customerId: 1001, partnerId: null, userRole: 0 };
  $session.set({ status: 'authenticated', fromAuth: false, isDevelopmentUser: false, user });
}

const heading = () => renderToStaticMarkup(createElement(WelcomeHeading));

describe('WelcomeHeading', () => {
  afterEach(() => resetStores({ only: ['session'] }));

  it('welcomes the user by the first word of the full name', () => {
    signIn('Ada King Lovelace');
    expect(heading()).toBe('<h1 class="shell__welcome home__welcome">Welcome, Ada</h1>');
  });

  it('says "Welcome back" when no name is known', () => {
    signIn('   ');
    expect(heading()).toContain('>Welcome back</h1>');
    resetStores({ only: ['session'] });
    expect(heading()).toContain('>Welcome back</h1>');
  });
});
