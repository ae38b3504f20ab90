import { LOCALES, toSegmentSlug, type Locale } from '../../../contract';
import type { Database } from '../../db/client';

/**
 * The small, rarely changing tables (segments, brands, categories, attribute values, campaigns),
 * read once per process and held in memory: filters resolve slugs to ids and facets get their
 * labels without a join. A few hundred rows at most.
 */
type Texts = Record<Locale, string>;

export type SegmentRef = { id: number; code: string; slug: string; label: Texts };
export type BrandRef = {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string | null;
  isActive: boolean;
  isFeatured: boolean;
  sortOrder: number;
  names: Texts;
  descriptions: Record<Locale, string | null>;
  segmentIds: number[];
};
export type CategoryRef = {
  id: number;
  uuid: string;
  code: string;
  parentCode: string | null;
  level: number;
  segmentId: number | null;
  sortOrder: number;
  isActive: boolean;
  names: Texts;
  slugs: Texts;
};
export type AttributeValueRef = { id: number; attribute: string; code: string; sortOrder: number; labels: Texts };
export type CampaignRef = {
  id: number;
  uuid: string;
  slug: string;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  names: Texts;
  descriptions: Record<Locale, string | null>;
};

export type Reference = {
  segments: SegmentRef[];
  brands: BrandRef[];
  categories: CategoryRef[];
  attributeValues: AttributeValueRef[];
  campaigns: CampaignRef[];
  segmentByParam(value: string): SegmentRef | undefined;
  brandBySlug(slug: string): BrandRef | undefined;
  /** A category by its slug in any locale. */
  categoryBySlug(slug: string): CategoryRef | undefined;
  campaignByKey(uuidOrSlug: string): CampaignRef | undefined;
};

const texts = <T>(rows: { locale: string; value: T }[], fallback: T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((l) => [l, rows.find((r) => r.locale === l)?.value ?? fallback])) as Record<Locale, T>;

type TranslationRow = { owner: number; locale: string; a: string; b: string | null };

export async function loadReference(database: Database): Promise<Reference> {
  const q = database.query;
  const [segments, segmentT, brands, brandT, brandSegments, categories, categoryT, values, valueT, campaigns, campaignT] =
    await Promise.all([
      q<{ id: number; code: string; slug: string }>('select id, code, slug from segments order by sort_order, id'),
      q<TranslationRow>('select segment_id as owner, locale, label as a, null as b from segment_translations'),
      q<{ id: number; uuid: string; slug: string; name: string; description: string | null; is_active: boolean; is_featured: boolean; sort_order: number }>(
        'select id, uuid, slug, name, description, is_active, is_featured, sort_order from brands order by sort_order, id',
      ),
      q<TranslationRow>('select brand_id as owner, locale, name as a, description as b from brand_translations'),
      q<{ brand_id: number; segment_id: number }>('select brand_id, segment_id from brand_segments'),
      q<{ id: number; uuid: string; code: string; parent_code: string | null; level: number; segment_id: number | null; sort_order: number; is_active: boolean }>(
        'select id, uuid, code, parent_code, level, segment_id, sort_order, is_active from categories order by sort_order, id',
      ),
      q<TranslationRow>('select category_id as owner, locale, name as a, slug as b from category_translations'),
      q<{ id: number; attribute_code: string; code: string; sort_order: number }>(
        'select id, attribute_code, code, sort_order from attribute_values order by sort_order, id',
      ),
      q<TranslationRow>('select attribute_value_id as owner, locale, value as a, null as b from attribute_value_translations'),
      q<{ id: number; uuid: string; slug: string; starts_at: Date | string | null; ends_at: Date | string | null; is_active: boolean }>(
        'select id, uuid, slug, starts_at, ends_at, is_active from campaigns order by id',
      ),
      q<TranslationRow>('select campaign_id as owner, locale, name as a, description as b from campaign_translations'),
    ]);
  const by = (rows: TranslationRow[]) => {
    const map = new Map<number, TranslationRow[]>();
    for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row]);
    return (owner: number) => map.get(owner) ?? [];
  };
  const segT = by(segmentT);
  const brT = by(brandT);
  const catT = by(categoryT);
  const valT = by(valueT);
  const camT = by(campaignT);
  const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

  const reference: Omit<Reference, 'segmentByParam' | 'brandBySlug' | 'categoryBySlug' | 'campaignByKey'> = {
    segments: segments.map((s) => ({ ...s, label: texts(segT(s.id).map((t) => ({ locale: t.locale, value: t.a })), s.slug) })),
    brands: brands.map((b) => ({
      id: b.id,
      uuid: b.uuid,
      slug: b.slug,
      name: b.name,
      description: b.description,
      isActive: b.is_active,
      isFeatured: b.is_featured,
      sortOrder: b.sort_order,
      names: texts(brT(b.id).map((t) => ({ locale: t.locale, value: t.a })), b.name),
      descriptions: texts(brT(b.id).map((t) => ({ locale: t.locale, value: t.b })), b.description),
      segmentIds: brandSegments.filter((s) => s.brand_id === b.id).map((s) => s.segment_id),
    })),
    categories: categories.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      code: c.code,
      parentCode: c.parent_code,
      level: c.level,
      segmentId: c.segment_id,
      sortOrder: c.sort_order,
      isActive: c.is_active,
      names: texts(catT(c.id).map((t) => ({ locale: t.locale, value: t.a })), c.code),
      slugs: texts(catT(c.id).map((t) => ({ locale: t.locale, value: t.b ?? c.code })), c.code),
    })),
    attributeValues: values.map((v) => ({
      id: v.id,
      attribute: v.attribute_code,
      code: v.code,
      sortOrder: v.sort_order,
      labels: texts(valT(v.id).map((t) => ({ locale: t.locale, value: t.a })), v.code),
    })),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      slug: c.slug,
      startsAt: toDate(c.starts_at),
      endsAt: toDate(c.ends_at),
      isActive: c.is_active,
      names: texts(camT(c.id).map((t) => ({ locale: t.locale, value: t.a })), c.slug),
      descriptions: texts(camT(c.id).map((t) => ({ locale: t.locale, value: t.b })), null),
    })),
  };
  const brandsBySlug = new Map(reference.brands.map((b) => [b.slug, b]));
  const categoriesBySlug = new Map<string, CategoryRef>();
  // pt slugs win over other locales' when two coincide.
  for (const locale of [...LOCALES].reverse()) for (const c of reference.categories) categoriesBySlug.set(c.slugs[locale], c);
  return {
    ...reference,
    segmentByParam(value) {
      const slug = toSegmentSlug(value);
      return slug === null ? undefined : reference.segments.find((s) => s.slug === slug);
    },
    brandBySlug: (slug) => brandsBySlug.get(slug),
    categoryBySlug: (slug) => categoriesBySlug.get(slug),
    campaignByKey: (key) => reference.campaigns.find((c) => c.uuid === key || c.slug === key),
  };
}
