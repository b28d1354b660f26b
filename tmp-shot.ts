import { chromium } from 'playwright-core';
// Usage: node --import tsx tmp-shot.ts <path> <out.png> <width> <height> [username password]
const [path = '/', out = '/tmp/x.png', width = '1280', height = '900', username, password] = process.argv.slice(2);
const base = 'http://localhost:3304';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(base + '/');
if (username) {
  const response = await page.request.post(base + '/api/login-user/', { data: { username, password } });
  const { token } = await response.json();
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
await page.goto(base + path, { waitUntil: 'networkidle' });
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).first().click(); await page.waitForTimeout(400); }
await page.screenshot({ path: out, fullPage: !process.env.CLICK });
await browser.close();
