// Firefox ESR driven by puppeteer-core over WebDriver BiDi (Debian's firefox-esr, no download).
import puppeteer from 'puppeteer-core';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** A Firefox page behind the common driver interface (see run.mjs). */
export async function launchFirefox(appURL) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  try {
    const page = await browser.newPage();
    let errors = [];
    page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error ${message.text()}`);
    });
    return {
      version: await browser.version(),
      // Firefox reports the page being left as failing to load what it was still fetching through
      // the service worker (worker chunks, icons), and reports it during the next page's navigation.
      // Those errors are not the next page's: leave through about:blank and drop what arrives meanwhile.
      goto: async (path) => {
        await page.goto('about:blank', { waitUntil: 'load' });
        errors = [];
        return page.goto(new URL(path, appURL).href, { waitUntil: 'load', timeout: 60_000 });
      },
      run: (fn, ...args) => page.evaluate(fn, ...args),
      element: async (fn, ...args) => {
        const handle = await page.evaluateHandle(fn, ...args);
        return handle.asElement() ?? null;
      },
      click: (handle) => handle.click(),
      type: (handle, text) => handle.type(text),
      upload: (handle, path) => handle.uploadFile(path),
      takeErrors: async () => {
        const taken = errors;
        errors = [];
        return taken;
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
