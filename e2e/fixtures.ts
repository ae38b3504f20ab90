import { test as base, expect } from '@playwright/test';

interface ApiProduct {
  slug: string;
  name: string;
}

/** The base URL comes from the product started by global-setup.ts; `apiProducts` asks the real API. */
export const test = base.extend<{ apiUrl: string; apiProducts: (locale: string) => Promise<ApiProduct[]> }>({
  // Playwright fixtures must destructure their dependencies; these two only read the environment.
  baseURL: async ({ baseURL: _fromConfig }, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  apiUrl: async ({ baseURL: _baseURL }, use) => {
    await use(process.env.E2E_API_URL ?? '');
  },
  apiProducts: async ({ request, apiUrl }, use) => {
    await use(async (locale) => {
      const response = await request.get(`${apiUrl}/v1/products?locale=${locale}&page=1&per_page=24`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: ApiProduct[] }).data;
    });
  },
});

export { expect };
