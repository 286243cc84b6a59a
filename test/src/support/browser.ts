import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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

export interface SignInOptions {
  readonly password?: string;
  /** Sign in on this host (Chromium resolves every *.localhost name to the loopback address). */
  readonly host?: string;
}

/** Fills the open login dialog and submits it; waits for nothing. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD_E2E): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** With SCREENSHOT_DIR=<folder>, the whole page is saved there as <name>.png for a human to look at; otherwise nothing. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

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

  /** The same system on another host name, e.g. a site's own `acme.localhost`. */
  on(host: string, path: string): string {
    const address = new URL(path, this.baseUrl);
    address.hostname = host;
    return address.toString();
  }

  async newPage({ width = 1280, height = 900 }: { width?: number; height?: number } = {}): Promise<Page> {
    const context = await this.browser.newContext({ viewport: { width, height } });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  /** Signs in through the login dialog; resolves once the app has left the welcome page. */
  async signIn(page: Page, email: string, { password, host }: SignInOptions = {}): Promise<void> {
    await page.goto(host ? this.on(host, '/welcome/login') : this.url('/welcome/login'));
    await submitLogin(page, email, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/welcome'));
  }

  /** A new page (its own context, `width` wide), signed in as `email` and on /home. */
  async signedInPage(email: string, { width, ...signIn }: SignInOptions & { width?: number } = {}): Promise<Page> {
    const page = await this.newPage({ width });
    await this.signIn(page, email, signIn);
    await page.waitForURL(/\/home$/);
    return page;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
    await this.browser.close();
  }
}
