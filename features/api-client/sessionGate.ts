/**
 * Cookie mode: a login, a registration, a logout and an account deletion replace the session and its CSRF token
 * (protocols.md §3.1, point 5). A request that crosses one of them on the wire carries the session it was sent
 * with and is refused — 401 for the account page's read the logout overtook, 419 for a write whose token the
 * logout just invalidated, 403 for a customer channel asked for by the guest the page has just become. So they
 * never overlap:
 * - a session change goes out once the requests in flight have their answers;
 * - a request made meanwhile waits until the change is over and the page has taken its answer in (the user it
 *   now has, the channels it left), then goes with the new cookies — or not at all, when its caller says it is
 *   no longer wanted (`ApiRequest.stillWanted`).
 *
 * Module state, not a store: there is one cookie jar per browser page, whatever the scope. The server render
 * never changes a session, so there every request goes straight through.
 */

let change: Promise<void> | null = null;
const inFlight = new Set<Promise<unknown>>();

/** Runs a request once no session change is under way; a change that begins meanwhile waits for its answer. */
export async function withSteadySession<T>(send: () => Promise<T>): Promise<T> {
  while (change) await change;
  const running = send();
  inFlight.add(running);
  try {
    return await running;
  } finally {
    inFlight.delete(running);
  }
}

/** Runs the request that replaces the session alone: after the requests in flight, before those that wait. */
export async function changingSession<T>(send: () => Promise<T>): Promise<T> {
  while (change) await change;
  let end!: () => void;
  change = new Promise<void>((resolve) => {
    end = resolve;
  });
  try {
    await Promise.allSettled([...inFlight]);
    return await send();
  } finally {
    // One task later: the answer's promise chain (the app's effects, the user it now has, the channels that
    // user no longer holds) runs in microtasks first, so what waited sees the page as the change left it.
    setTimeout(() => {
      change = null;
      end();
    }, 0);
  }
}
