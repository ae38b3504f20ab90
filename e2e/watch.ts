import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';

/**
 * Every page a test opens is watched: a console error, an uncaught page error, a Content Security
 * Policy violation, a request that failed or an answer of 400 or more fails the test, unless the test said it provokes exactly that
 * (`expected.response(/\/login$/, 401)` for a wrong password). A shopper never sees these, so a page
 * that logs one is broken even when every assertion passed — hydration mismatches, CSP refusals and
 * 403s from the API all show up here first.
 */
export interface Expected {
  /** An answer the test provokes on purpose; the console lines naming its address are expected too. */
  response(url: RegExp, status?: number): void;
  /** A console error or page error whose text matches. */
  console(text: RegExp): void;
}

interface Problem {
  kind: 'console error' | 'page error' | 'failed request' | 'error answer' | 'csp violation';
  detail: string;
}

/**
 * Requests a browser gives up on by itself — a navigation leaving the page aborts its pending image
 * and data loads — are no fault of the page. A load the Content Security Policy refused is reported
 * by the page's `securitypolicyviolation` event instead (below); with JavaScript off, Chromium refuses
 * every script that way, as it should.
 */
const BROWSER_ABORTS = new Set(['net::ERR_ABORTED', 'csp']);

/** The name under which the pages report Content Security Policy violations to the watcher. */
const CSP_BINDING = '__pageWatchCspViolation';

export class PageWatch implements Expected {
  private readonly problems: Problem[] = [];
  private readonly responses: { url: RegExp; status?: number }[] = [];
  private readonly consoles: RegExp[] = [];
  private readonly watched = new WeakSet<Page>();

  response(url: RegExp, status?: number) {
    this.responses.push(status === undefined ? { url } : { url, status });
  }

  console(text: RegExp) {
    this.consoles.push(text);
  }

  /** Watches every page of the context, with the CSP violations its documents fire (needs JavaScript on). */
  async watchContext(context: BrowserContext) {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
      this.problems.push({ kind: 'csp violation', detail: text });
    });
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
        report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
      });
    }, CSP_BINDING);
  }

  watchPage(page: Page) {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => {
      if (!this.consoles.some((pattern) => pattern.test(error.message))) this.problems.push({ kind: 'page error', detail: `${error.message}\n${error.stack ?? ''}` });
    });
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.onResponse(response));
  }

  /** What went wrong, one line each; empty when the pages were clean. */
  report(): string[] {
    return this.problems.map((problem) => `${problem.kind}: ${problem.detail}`);
  }

  private expectedAnswer(url: string, status: number): boolean {
    return this.responses.some((expected) => expected.url.test(url) && (expected.status === undefined || expected.status === status));
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (this.consoles.some((pattern) => pattern.test(text))) return;
    // Chromium logs every error answer as "Failed to load resource" at the resource's address, and the
    // API client logs the answer it got with the request's address: both belong to an expected answer.
    const source = message.location().url;
    if (/^Failed to load resource/.test(text) && source && this.responses.some((expected) => expected.url.test(source))) return;
    const named = text.match(/https?:\/\/\S+/g) ?? [];
    if (named.some((url) => this.responses.some((expected) => expected.url.test(url)))) return;
    this.problems.push({ kind: 'console error', detail: `${text}${source ? ` (at ${source})` : ''}` });
  }

  private onRequestFailed(request: Request) {
    const failure = request.failure()?.errorText ?? 'failed';
    if (BROWSER_ABORTS.has(failure)) return;
    if (this.responses.some((expected) => expected.url.test(request.url()) && expected.status === undefined)) return;
    this.problems.push({ kind: 'failed request', detail: `${request.method()} ${request.url()}: ${failure}` });
  }

  private onResponse(response: Response) {
    const status = response.status();
    if (status < 400 || this.expectedAnswer(response.url(), status)) return;
    this.problems.push({ kind: 'error answer', detail: `${response.request().method()} ${response.url()} → ${status}` });
  }
}
