import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BrandListResponse, CategoryListResponse, CategoryResponse, HomePageBrand } from './brand';
import { Campaign, CampaignListResponse } from './campaign';
import { ChatInput, ChatSession } from './chat';
import { WishlistMutationResponse, WishlistResponse } from './wishlist';
import { category, issuePaths, productCard, seo, uuid } from './test-examples';

const brand = {
  uuid: uuid(40),
  name: 'Maré',
  description: null,
  slug: 'mare',
  is_active: true,
  is_featured: true,
  seo,
  thumb: null,
  banner: null,
  logo: null,
  translations: [{ locale: 'en', column: 'description', text: 'Seaside linen.' }],
};
const campaign = {
  uuid: uuid(41),
  name: 'Verão',
  description: null,
  banner: null,
  start_date: '2026-06-01T00:00:00+00:00',
  end_date: '2026-08-31T23:59:59+00:00',
  is_active: true,
  max_discount_percentage: 40,
  translations: [],
};

describe('§3 brands, categories, campaigns, wishlist and chat', () => {
  it.each<{ rule: string; schema: z.ZodType; value: unknown }>([
    { rule: 'home-page brands parse', schema: BrandListResponse, value: { data: [brand] } },
    { rule: 'categories come as a list', schema: CategoryListResponse, value: { data: [category] } },
    { rule: 'a single category comes as data', schema: CategoryResponse, value: { data: category } },
    { rule: 'campaigns parse, slug optional', schema: CampaignListResponse, value: { data: [campaign, { ...campaign, slug: 'verao' }] } },
    { rule: 'a campaign with no reduced product states no offer', schema: Campaign, value: { ...campaign, max_discount_percentage: null } },
    { rule: 'the wishlist is success, products and count', schema: WishlistResponse, value: { success: true, products: [productCard], count: 1 } },
    { rule: 'wishlist add and remove answer success', schema: WishlistMutationResponse, value: { success: true } },
    { rule: 'a chat session has session id, user, email, name and locale', schema: ChatSession, value: { session_id: 'guest-1', user_id: null, email: null, name: null, locale: 'fr' } },
    { rule: 'chat input holds 250 characters', schema: ChatInput, value: 'x'.repeat(250) },
  ])('$rule', ({ schema, value }) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });

  it.each<{ rule: string; path: string; schema: z.ZodType; value: unknown }>([
    { rule: 'brand translations are {locale, column, text}', path: 'translations.0.column', schema: HomePageBrand, value: { ...brand, translations: [{ locale: 'en', text: 'x' }] } },
    { rule: 'brand seo canonical_url must be a URL', path: 'seo.canonical_url', schema: HomePageBrand, value: { ...brand, seo: { ...seo, canonical_url: 'mare' } } },
    { rule: 'a campaign ends after it starts', path: 'end_date', schema: Campaign, value: { ...campaign, end_date: '2026-05-01T00:00:00+00:00' } },
    { rule: 'a campaign states its offer (or null)', path: 'max_discount_percentage', schema: Campaign, value: { ...campaign, max_discount_percentage: undefined } },
    { rule: 'a campaign offer is a whole percentage up to 100', path: 'max_discount_percentage', schema: Campaign, value: { ...campaign, max_discount_percentage: 140 } },
    { rule: 'the wishlist has a count', path: 'count', schema: WishlistResponse, value: { success: true, products: [] } },
    { rule: 'chat input holds at most 250 characters', path: '', schema: ChatInput, value: 'x'.repeat(251) },
    { rule: 'chat locale must be pt, en, es or fr', path: 'locale', schema: ChatSession, value: { session_id: 's', user_id: null, email: null, name: null, locale: 'it' } },
  ])('$rule', ({ schema, value, path }) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
