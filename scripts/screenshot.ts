// Usage: node --import tsx scripts/screenshot.ts <url> <out.png> [width] [height]
import { chromium } from 'playwright-core';

const [url = 'http://localhost:3000/', out = 'screenshot.png', width = '1280', height = '900'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
