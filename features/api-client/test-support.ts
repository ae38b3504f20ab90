/**
 * Tests only: an API that holds each request until the test answers it by name (`POST /logout`), so a test
 * decides which answer arrives first. `nameOf` names a request (default: method and path); `atOnce` answers
 * some requests straight away (a CSRF cookie call) — null holds it.
 */
export function heldApi({
  nameOf = (url: string, init: RequestInit) => `${init.method} ${new URL(url).pathname}`,
  atOnce = () => null,
}: { nameOf?: (url: string, init: RequestInit) => string; atOnce?: (init: RequestInit) => Response | null } = {}) {
  const sent: string[] = [];
  const headers: Record<string, string>[] = [];
  const held = new Map<string, (response: Response) => void>();
  const fetchFn = (async (url: string, init: RequestInit) => {
    const name = nameOf(url, init);
    sent.push(name);
    headers.push(init.headers as Record<string, string>);
    return atOnce(init) ?? new Promise<Response>((resolve) => held.set(name, resolve));
  }) as unknown as typeof fetch;
  const answer = (name: string, response: Response) => {
    const resolve = held.get(name);
    if (!resolve) throw new Error(`${name} was not sent`);
    resolve(response);
  };
  return { sent, headers, fetchFn, answer };
}
