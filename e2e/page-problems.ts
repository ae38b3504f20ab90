import type { Page } from '@playwright/test';

/**
 * zod's probe for its compiled fast path (`new Function('')`, caught) is reported by the CSP as a
 * blocked eval on every load; nothing fails for it, so it is the one report left out.
 */
const ZOD_EVAL_PROBE = /^csp: script-src blocked eval at .*\/assets\/api-client-/;

/**
 * What a page reports as going wrong while a test drives it (`reported`): console errors, uncaught page
 * errors and Content Security Policy violations (the `securitypolicyviolation` events the document fires).
 */
export function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  void page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return {
    get reported() {
      return problems.filter((problem) => !ZOD_EVAL_PROBE.test(problem));
    },
  };
}
