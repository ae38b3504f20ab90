import { scopeBind } from 'effector';
import type { EventCallable, Scope } from 'effector';

/** An event of a model loaded after hydration, fired in the page's scope (the one React renders with; none in a bare test). */
export function fireInScope<T>(event: EventCallable<T>, scope: Scope | null, params: T): void {
  if (scope) scopeBind(event, { scope, safe: true })(params);
  else event(params);
}
