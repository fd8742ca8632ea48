// The home page's lazy part: while its code loads, the welcome heading holds the page's place.
import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePageFallback, homePagePart, LazyHomePage } from '../../../../src/components/home/home-part';
import { HomePage } from '../../../../src/components/home/home-page';
import type { UserData } from '../../../../src/services/auth-types';
import { $session } from '../../../../src/stores/session/session';
import { resetStores } from '../../../../src/stores/store-reset';

const user: UserData = { metadataUserId: 'm-home', email: 'ada@nordic.example', userId: 'u-home', userName: 'ada', fullName: 'Ada Lovelace', customerId: 1001, partnerId: null, userRole: 0 };

describe('home part', () => {
  afterEach(() => resetStores({ only: ['session'] }));

  it('while the code loads, shows the home page region, busy, with the welcome heading alone', () => {
    $session.set({ status: 'authenticated', fromAuth: false, isDevelopmentUser: false, user });
    const fallback = renderToStaticMarkup(createElement(HomePageFallback));
    expect(fallback).toBe('<section class="home" part="home" aria-busy="true"><h1 class="shell__welcome home__welcome">Welcome, Ada</h1></section>');
    // The lazy page shows exactly that in its Suspense until its code is there.
    expect(renderToStaticMarkup(createElement(Suspense, { fallback: createElement(HomePageFallback) }, createElement(LazyHomePage)))).toBe(fallback);
  });

  it("its code is the home page module's HomePage", async () => {
    await expect(homePagePart.preload()).resolves.toBe(HomePage);
    expect(homePagePart.Component).toBe(LazyHomePage);
  });
});
