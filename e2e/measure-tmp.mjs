import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const dist = path.resolve('../frontend/dist');
const langs = ['en', 'nl', 'fr', 'pt', 'fa', 'es'];
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const ctx = await b.newContext({ javaScriptEnabled: true });
await ctx.route('http://site.test/**', (route) => {
  const u = new URL(route.request().url());
  const f = u.pathname.startsWith('/assets')
    ? path.join(dist, u.pathname)
    : path.join(dist, 'prerendered', u.pathname.replace(/\/$/, '') + (u.pathname.split('/').length <= 2 ? '/index.html' : '.html'));
  if (!fs.existsSync(f)) return route.fulfill({ status: 404, body: '' });
  const type = f.endsWith('.css') ? 'text/css' : f.endsWith('.js') ? 'text/javascript' : f.endsWith('.woff2') ? 'font/woff2' : 'text/html';
  route.fulfill({ body: fs.readFileSync(f), contentType: type });
});
const p = await ctx.newPage();
p.on('crash', () => console.log('CRASH'));
p.on('close', () => console.log('CLOSE'));
for (const l of langs) {
  await p.setViewportSize({ width: 1600, height: 800 });
  await p.goto(`http://site.test/${l}`, { waitUntil: 'domcontentloaded', timeout: 15000 });
  await p.addStyleTag({
    content: '[class*=desktopNav],[class*=desktopLanguage]{display:block!important}[class*=_toggle_]{display:none!important}',
  });
  let min = null;
  const kids = await p.evaluate(() => {
    const bar = document.querySelector('header > div');
    return [
      bar.clientWidth,
      getComputedStyle(bar).maxInlineSize,
      ...Array.from(bar.children).map((c) => c.className + ':' + Math.round(c.getBoundingClientRect().width)),
    ];
  });
  console.log(kids);
  for (let w = 1500; w >= 1000; w -= 10) {
    await p.setViewportSize({ width: w, height: 800 });
    const fits = await p.evaluate(() => {
      const n = document.querySelector('[class*=desktopNav]');
      const ul = n.querySelector('ul');
      return ul.scrollWidth <= n.clientWidth;
    });
    if (fits) min = w;
    else break;
  }
  const need = await p.evaluate(() => {
    const n = document.querySelector('[class*=desktopNav]');
    const ul = n.querySelector('ul');
    return [ul.scrollWidth, n.clientWidth];
  });
  console.log(l, 'fits down to', min, need);
}
await b.close();
