import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const UI_TIMEOUT_MS = 15_000;
export const DEMO_PASSWORD_E2E = 'Wellway-demo-1!';

/** One browser per spec file; pages in their own contexts (their own cookies), closed together. */
export class TestBrowser {
  private readonly contexts: BrowserContext[] = [];

  private constructor(
    private readonly browser: Browser,
    readonly baseUrl: string,
  ) {}

  static async launch(baseUrl: string): Promise<TestBrowser> {
    return new TestBrowser(await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }), baseUrl);
  }

  url(path: string): string {
    return new URL(path, this.baseUrl).toString();
  }

  async newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await this.browser.newContext({ viewport });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  /** Signs in through the login dialog; resolves once the app has left the welcome page. */
  async signIn(page: Page, email: string, password = DEMO_PASSWORD_E2E): Promise<void> {
    await page.goto(this.url('/welcome/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/welcome'));
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
    await this.browser.close();
  }
}

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
