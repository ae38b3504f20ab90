import { chromium } from 'playwright';
const [,, url, out, kind='phone'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await browser.newContext(kind === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : { viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error') console.log('console error', m.text()); });
await page.goto(url); await page.waitForSelector('html[data-hydrated]'); await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
