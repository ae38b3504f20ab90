import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, BrandTile, HomePageBrand } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import {
  $homeBrands,
  $homeBrandsError,
  $segmentBrands,
  $segmentBrandsError,
  fetchHomeBrandsFx,
  fetchSegmentBrandsFx,
  homeBrandsRequested,
  segmentBrandsRequested,
} from './index';

const brand = (slug: string): HomePageBrand => ({
  uuid: '5b0c2d7e-9f1a-4b3c-8d5e-6f7a8b9c0d1e',
  name: slug,
  description: null,
  slug,
  is_active: true,
  is_featured: true,
  seo: null,
  thumb: null,
  banner: null,
  logo: null,
  translations: [],
});
/** What a strip keeps of `brand(slug)`: no translations, seo, banner or description. */
const tile = (slug: string): BrandTile => ({ uuid: '5b0c2d7e-9f1a-4b3c-8d5e-6f7a8b9c0d1e', name: slug, slug, logo: null });
const offline: ApiError = { message: 'fetch failed', status: 0, data: null };

describe('brands', () => {
  it('home-page brands are fetched in the page language', async () => {
    const urls: string[] = [];
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async (url: string) => (urls.push(url), new Response(JSON.stringify({ data: [brand('zara')] }), { status: 200 }))) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
      ],
    });
    await allSettled(homeBrandsRequested, { scope, params: { locale: 'es' } });
    expect(urls).toEqual(['http://api.test/v1/brands/home-page?locale=es']);
    expect(scope.getState($homeBrands)).toEqual([tile('zara')]);
    expect(fork({ values: serialize(scope) }).getState($homeBrands)).toEqual([tile('zara')]);
  });

  it("a failed home-page brands fetch shows 'Failed to fetch brands' and an empty list (§8)", async () => {
    const scope = fork({ values: [[$homeBrands, [tile('zara')]]], handlers: [[fetchHomeBrandsFx, () => Promise.reject(offline)]] });
    await allSettled(homeBrandsRequested, { scope, params: { locale: 'pt' } });
    expect(scope.getState($homeBrandsError)).toBe('Failed to fetch brands');
    expect(scope.getState($homeBrands)).toEqual([]);
  });

  it('a failed brands fetch keeps the server message (§8)', async () => {
    const scope = fork({ handlers: [[fetchHomeBrandsFx, () => Promise.reject({ message: 'x', status: 503, data: { message: 'Em manutenção' } })]] });
    await allSettled(homeBrandsRequested, { scope, params: { locale: 'pt' } });
    expect(scope.getState($homeBrandsError)).toBe('Em manutenção');
  });

  it("a brand's strip tile carries its name in the page's language", async () => {
    const named: HomePageBrand = { ...brand('mare'), translations: [{ locale: 'fr', column: 'name', text: 'Marée' }, { locale: 'fr', column: 'description', text: 'Mode' }] };
    const scope = fork({ handlers: [[fetchHomeBrandsFx, async () => [named]]] });
    await allSettled(homeBrandsRequested, { scope, params: { locale: 'fr' } });
    expect(fork({ values: serialize(scope) }).getState($homeBrands)).toEqual([{ ...tile('mare'), name: 'Marée' }]);
  });

  it('segment brands are fetched for the segment', async () => {
    const calls: unknown[] = [];
    const scope = fork({ handlers: [[fetchSegmentBrandsFx, async (query: unknown) => (calls.push(query), [brand('rolex')])]] });
    await allSettled(segmentBrandsRequested, { scope, params: { locale: 'fr', segment: 'relogios' } });
    expect(calls).toEqual([{ locale: 'fr', segment: 'relogios' }]);
    expect(scope.getState($segmentBrands)).toEqual([tile('rolex')]);
  });

  it("a failed segment brands fetch shows 'Failed to fetch segment brands' and an empty list (§8)", async () => {
    const scope = fork({ values: [[$segmentBrands, [tile('rolex')]]], handlers: [[fetchSegmentBrandsFx, () => Promise.reject(offline)]] });
    await allSettled(segmentBrandsRequested, { scope, params: { locale: 'pt', segment: 'relogios' } });
    expect(scope.getState($segmentBrandsError)).toBe('Failed to fetch segment brands');
    expect(scope.getState($segmentBrands)).toEqual([]);
  });
});
