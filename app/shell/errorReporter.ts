/** Who is signed in, attached to every error report (§4 'the user identity is set for error reports'). */
export interface ErrorReportIdentity {
  id: number;
  email: string;
}

export interface ErrorReport {
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack: string | null;
  /** What the error wraps (React's recoverable errors carry the real one in `cause`), else null. */
  cause: string | null;
  user: ErrorReportIdentity | null;
}

/**
 * The storefront has no error-reporting service; this minimal reporter logs every uncaught error and
 * rejected promise in the browser with the signed-in user's identity, one `console.error` line each
 * (`[storefront] uncaught error`). A real service plugs in by passing its own `report`.
 */
export function installErrorReporter(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  identity: () => ErrorReportIdentity | null,
  report: (report: ErrorReport) => void = (entry) => console.error('[storefront] uncaught error', entry),
): () => void {
  const describe = (reason: unknown) => {
    const cause = reason instanceof Error ? reason.cause : undefined;
    return {
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? (reason.stack ?? null) : null,
      cause: cause === undefined ? null : cause instanceof Error ? `${cause.message}\n${cause.stack ?? ''}` : String(cause),
    };
  };
  const onError = (event: Event) => {
    const error = (event as ErrorEvent).error ?? (event as ErrorEvent).message;
    report({ kind: 'error', ...describe(error), user: identity() });
  };
  const onRejection = (event: Event) => {
    report({ kind: 'unhandledrejection', ...describe((event as PromiseRejectionEvent).reason), user: identity() });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
