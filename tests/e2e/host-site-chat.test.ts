import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHAT_REFUSED_TEXT, CHAT_SIGN_IN_NOT_SHARED_TEXT, CHAT_SIGNED_OUT_TEXT } from '../../src/stores/chat/chat';
import { watchedPagePerTest } from './browser';
import { crossSiteHostParams, crossSiteHostPerSuite, type CrossSiteHost } from './cross-site-host';
import { untrustedHostParams, untrustedSitePerSuite, type UntrustedSite } from './untrusted-site';

/** A plain page of that site: its own settings inline (it has no CSP) and the chat's module from the demo. */
function foreignPage(site: UntrustedSite): string {
  const params = untrustedHostParams(site);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A site not on the list</title>
<script>window.HostParamsJson = ${JSON.stringify(params)};</script>
${site.modules}</head>
<body><h1>Not on the allow list</h1><portal-chat customer-id="1001"></portal-chat></body></html>`;
}

/** Opens the chat of the page (unless it is `opened` already) and asks a question. */
async function ask(page: Page, question: string, { opened = false } = {}) {
  const chat = page.locator('portal-chat');
  if (!opened) await chat.getByRole('button', { name: 'Open help chat' }).click();
  const popup = chat.getByRole('dialog', { name: 'Help assistant' });
  await popup.waitFor();
  const field = popup.getByRole('textbox', { name: 'Your question' });
  await field.fill(question);
  await field.press('Enter');
  return { chat, popup, field };
}

describe('the chat on the host site, signed out', () => {
  let page: Page;
  let errors: string[];
  watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it('says the visitor is not signed in on opening and after asking; Sign in comes back to the same page with the question in the open chat, which then answers', async () => {
    const widget = new URL('/widget.html', inject('hostUrl')).href;
    await page.goto(widget);
    const chat = page.locator('portal-chat');
    await chat.getByRole('button', { name: 'Open help chat' }).click();
    // Told before typing.
    await chat.getByRole('dialog', { name: 'Help assistant' }).getByRole('status').getByText(CHAT_SIGNED_OUT_TEXT).waitFor();
    const { popup, field } = await ask(page, 'How do I switch customer account?', { opened: true });
    await popup.getByRole('log').getByText(CHAT_SIGNED_OUT_TEXT).waitFor();
    expect(await popup.getByText('Sorry, something went wrong').count()).toBe(0);
    // The question stays in the field.
    expect(await field.inputValue()).toBe('How do I switch customer account?');

    await popup.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /Cora Customer/ }).click();
    await page.waitForURL((url) => url.origin === new URL(widget).origin && url.pathname === '/widget.html');
    // The page's address is its own again: the sign-in's parameters are tidied away.
    await expect.poll(() => page.url()).toBe(widget);

    // The chat is open again with the question in the field.
    await expect.poll(() => field.inputValue()).toBe('How do I switch customer account?');
    await field.press('Enter');
    await popup.locator('a[href^="https://help.portal.example/articles/"]').first().waitFor();
    await popup.getByRole('button', { name: 'Helpful', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the chat on a site that is not on the allow list', () => {
  let page: Page;
  watchedPagePerTest((opened) => {
    page = opened;
  });
  const site = untrustedSitePerSuite(() => foreignPage(site), ['/widget.html']);

  it('keeps Send disabled there, with the reason said once: one notice in one live region; Enter sends nothing', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/helpdeskgpt/chat/')) asked.push(request.url());
    });
    await page.goto(`${site.origin}/`);
    const chat = page.locator('portal-chat');
    await chat.getByRole('button', { name: 'Open help chat' }).click();
    const popup = chat.getByRole('dialog', { name: 'Help assistant' });
    await popup.getByRole('status').getByText(CHAT_REFUSED_TEXT).waitFor();
    const field = popup.getByRole('textbox', { name: 'Your question' });
    await field.fill('How do I switch customer account?');
    const send = popup.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled(), 'Send with a question typed').toBe(true);
    await field.press('Enter');
    // What a send would show at once (the question in the conversation) has had two frames to appear.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await popup.locator('.chat-bubble--user').count(), 'questions in the conversation').toBe(0);
    expect(asked).toEqual([]);
    expect(await field.inputValue()).toBe('How do I switch customer account?');
    expect(await popup.getByText(CHAT_REFUSED_TEXT).count(), 'the reason, said once').toBe(1);
    const liveWithReason = await popup.evaluate(
      (dialog, text) => [...dialog.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live]')].filter((region) => region.textContent?.includes(text)).length,
      CHAT_REFUSED_TEXT,
    );
    expect(liveWithReason, 'live regions saying it').toBe(1);
  });
});

describe('the chat on a trusted host page of another site (cookies of the portal are not sent there)', () => {
  let page: Page;
  let errors: string[];
  watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });
  const host: CrossSiteHost = crossSiteHostPerSuite(
    () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A trusted site of its own</title>
<script>window.HostParamsJson = ${JSON.stringify(crossSiteHostParams(host))};</script>
${host.site.modules}</head>
<body><h1>Another site</h1><portal-chat customer-id="1001"></portal-chat></body></html>`,
    ['/widget.html'],
  );

  /** Whether the identity server still knows the session of `cookie` (nobody signed it out). */
  const sessionAlive = async (cookie: string) =>
    (await fetch(`${host.backend().origins.auth}/authapi/Login/GetUserData`, { headers: { cookie } })).ok;

  it('its Sign in goes to the sign-in and signs nobody out; back from it, the chat says this site cannot share the sign-in instead of offering Sign in again', async () => {
    const { auth } = host.backend().origins;
    // Cora is signed in to the portal (its identity server) in this browser.
    // Through the sign-in page's form: its token, tied to the cookie the page sets in this browser.
    const login = `${auth}/identity/account/login`;
    const signInPage = await (await page.context().request.get(login)).text();
    const formToken = /name="__RequestVerificationToken" value="([^"]*)"/.exec(signInPage)?.[1] ?? '';
    await page.context().request.post(login, { form: { userId: 'u-cora', __RequestVerificationToken: formToken }, maxRedirects: 0 });
    const session = (await page.context().cookies(auth)).map(({ name, value }) => `${name}=${value}`).join('; ');
    expect(await sessionAlive(session)).toBe(true);

    await page.goto(`${host.site.origin}/`);
    const chat = page.locator('portal-chat');
    await chat.getByRole('button', { name: 'Open help chat' }).click();
    const popup = chat.getByRole('dialog', { name: 'Help assistant' });
    // This page cannot see her sign-in: told before typing, with a Sign in.
    await popup.getByRole('status').getByText(CHAT_SIGNED_OUT_TEXT).waitFor();
    const field = popup.getByRole('textbox', { name: 'Your question' });
    await field.fill('How do I switch customer account?');
    const signIn = popup.getByRole('link', { name: 'Sign in' });
    const address = new URL((await signIn.getAttribute('href'))!);
    expect(address.origin + address.pathname).toBe(`${auth}/identity/account/login`);
    expect(address.searchParams.has('autosignout')).toBe(false);

    await signIn.click();
    await page.getByRole('button', { name: /Cora Customer/ }).waitFor();
    // On the identity server's page: her session there is untouched.
    expect(await sessionAlive(session)).toBe(true);
    await page.getByRole('button', { name: /Cora Customer/ }).click();
    await page.waitForURL((url) => url.origin === host.site.origin);
    await expect.poll(() => page.url()).toBe(`${host.site.origin}/`);

    // Back with her question, and told plainly why the chat cannot answer here: no Sign in to go round again.
    await expect.poll(() => field.inputValue()).toBe('How do I switch customer account?');
    await popup.getByRole('status').getByText(CHAT_SIGN_IN_NOT_SHARED_TEXT).waitFor();
    expect(await popup.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // A question here would only be refused and say it again: Send is disabled, and Enter sends nothing.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/helpdeskgpt/chat/')) asked.push(request.url());
    });
    expect(await popup.getByRole('button', { name: 'Send' }).isDisabled(), 'Send with her question in the field').toBe(true);
    await field.press('Enter');
    // What a send would show at once (the question in the conversation) has had two frames to appear.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await popup.locator('.chat-bubble--user').count(), 'questions in the conversation').toBe(0);
    expect(asked).toEqual([]);
    expect(await field.inputValue()).toBe('How do I switch customer account?');
    expect(await popup.getByText(CHAT_SIGN_IN_NOT_SHARED_TEXT).count(), 'the reason, said once').toBe(1);
    expect(await popup.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await sessionAlive(session)).toBe(true);
    // The browser reports the refused requests (401) in the console; nothing else may go wrong.
    expect(errors.filter((error) => !/401 \(Unauthorized\)/.test(error))).toEqual([]);
  });
});
