import { launchBrowser, startServer } from '../tests/e2e/harness';
const server = await startServer({ DEMO_DATA: '1' });
const browser = await launchBrowser();
const page = await (await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })).newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration), JSON.stringify((e as any).attribution?.map((a: any) => a.containerSrc || a.name))]))).observe({ type: 'longtask', buffered: true });
  (window as any).__loaf = [];
  try { new PerformanceObserver((l) => l.getEntries().forEach((e: any) => (window as any).__loaf.push([Math.round(e.startTime), Math.round(e.duration), e.scripts.map((s: any) => `${s.invoker} ${s.sourceURL.slice(-30)} ${Math.round(s.duration)}`)]))).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
});
await page.goto(server.baseUrl + '/');
await page.waitForLoadState('networkidle');
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => [[...document.querySelectorAll('[data-hydrated]')].map((e) => (e as HTMLElement).dataset.island), (window as any).__lt, JSON.stringify((window as any).__loaf)]));
await browser.close();
await server.stop();
