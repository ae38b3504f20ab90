/** The storefront's API, read by the loaders on the server (API_URL, as the storefront's web tier has it). */
const API_URL = (process.env.API_URL ?? 'http://localhost:8000').replace(/\/$/, '');

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) throw new Response('Not found', { status: 404 });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
