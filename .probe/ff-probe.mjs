import * as p from 'puppeteer-core';
const browser = await p.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true });
const page = await browser.newPage();
await page.goto('data:text/html,<p>hi</p>');
const ctx = page.mainFrame().browsingContext;
console.log('ctx', ctx?.id, Object.keys(ctx ?? {}));
const session = ctx.userContext.browser.session;
try {
  console.log(await session.send('emulation.setForcedColorsModeThemeOverride', { theme: 'dark', contexts: [ctx.id] }));
  console.log('forced', await page.evaluate(() => matchMedia('(forced-colors: active)').matches));
} catch (e) { console.log('ERR', e.message); }
for (const m of ['emulation.setScreenSettingsOverride']) {}
console.log(await page.evaluate(() => [typeof requestIdleCallback, typeof scheduler, typeof CloseWatcher, typeof Profiler, navigator.userAgent]));
await browser.close();
