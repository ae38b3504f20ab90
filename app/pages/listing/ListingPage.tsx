import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  NavigationType,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
} from 'react-router-dom';
import { LANGUAGE_TAGS, SEGMENTS, segmentPicturePath, toSegmentSlug, VIEW_MODES } from '../../../contract/constants';
import { $segmentBrands, $segmentBrandsError, $segmentBrandsPending } from '../../../features/brands';
import { $campaign } from '../../../features/campaigns';
import { $category } from '../../../features/categories';
import type { ProductCardData, ProductFilters } from '../../../contract';
import {
  $activeFilterCount,
  $filterState,
  $visibleQuery,
  allFiltersCleared,
  filterValueToggled,
  inWarehouseChanged,
  nextPageRequested,
  perPageChanged,
  priceRangeChanged,
  sortChanged,
  toVisibleQuery,
  viewChanged,
} from '../../../features/filters';
import {
  $brandName,
  $error,
  $facets,
  $meta,
  $pending,
  $products,
  listingRefreshRequested,
} from '../../../features/listing';
import { quickViewOpened } from '../../../features/product';
import { BrandStrip } from '../../../ui/BrandStrip';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { CampaignHero } from '../../../ui/CampaignHero';
import { FilterPanel } from '../../../ui/FilterPanel';
import { useHydrated } from '../../../ui/hydrated';
import { Heading } from '../../../ui/Heading';
import { ListingToolbar } from '../../../ui/ListingToolbar';
import { useWishlistCards } from '../../shell/useWishlistCards';
import { LiveCards, useLiveCards } from '../../shell/LiveCards';
import { ProductListing } from '../../../ui/ProductListing';
import { ScrollReveal } from '../../../ui/ScrollReveal';
import { SearchBox } from '../../../ui/SearchBox';
import { useSearchSuggest } from '../../shell/searchSuggest';
import { SegmentTiles } from '../../../ui/SegmentTiles';
import { Stack } from '../../../ui/Stack';
import { Text } from '../../../ui/Text';
import { localizePath, splitLocale } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { useRenderClock } from '../../shell/useRenderClock';
import { FOCUS_SEARCH_STATE, focusSearchState } from '../../shell/searchEntry';
import {
  cardLabels,
  filterPanelLabels,
  listingToolbarLabels,
  productListingLabels,
  sortOptions,
} from '../labels';
import { campaignHeroLabels, campaignOffer, campaignText } from '../campaigns/campaignText';
import { listingTitle } from './context';
import { listingCrumbs } from './crumbs';
import { listingNamesOf } from './names';
import type { ListingRouteId } from './context';
import * as styles from './ListingPage.css';

// The quick view only ever opens after a tap on a card's eye: its code loads then, not with the listing.
const QuickView = lazy(() => import('../QuickView').then((module) => ({ default: module.QuickView })));
// The phone's filter drawer, likewise: its dialog code loads the first time the filters open.
const FilterDrawer = lazy(() =>
  import('./FilterDrawer').then((module) => ({ default: module.FilterDrawer })),
);

/**
 * A segment page opens with the segment tiles: they are its largest paint, about three on a phone's first
 * screen, and the cards start below the fold (on a desktop too), so the tiles' pictures come first.
 */
const FIRST_SCREEN_TILES = 3;

/** Page sizes offered; §9 default 24, the API allows up to 100. */
export const PER_PAGE_OPTIONS = [24, 48, 96] as const;
const ATTRIBUTE_PREFIX = 'attribute_';

/** The filter panel names attribute groups `attribute_{name}`; the filter state keys them by name. */
const stateName = (panelName: string) =>
  panelName.startsWith(ATTRIBUTE_PREFIX) ? panelName.slice(ATTRIBUTE_PREFIX.length) : panelName;
const panelName = (name: string) =>
  name === 'brands' || name === 'categories' ? name : `${ATTRIBUTE_PREFIX}${name}`;

/**
 * The facets without the value the page itself is about: a category page drops its own category and
 * those that hold every result it shows (its parent, Mulher above Vestidos), a brand page its brand —
 * choosing them would only narrow to the same products.
 */
export function withoutSubject(
  facets: ProductFilters | null,
  routeId: ListingRouteId,
  slug: string | undefined,
  total: number | null,
): ProductFilters | null {
  if (!facets || !slug) return facets;
  if (routeId === 'catalogCategory') {
    return {
      ...facets,
      categories: facets.categories.filter(
        (facet) => facet.value !== slug && (total === null || facet.count < total),
      ),
    };
  }
  if (routeId === 'catalogBrand')
    return { ...facets, brands: facets.brands.filter((facet) => facet.value !== slug) };
  return facets;
}

function useRouteId(): ListingRouteId {
  const matches = useMatches();
  return (matches.at(-1)?.handle as { routeId?: ListingRouteId } | undefined)?.routeId ?? 'search';
}

/**
 * Every listing of §2 (segment, catalogue segment/brand/category, search, campaign): filters with
 * facet counts (a sidebar on desktop, a drawer on phones), the toolbar (six sorts, view, per-page),
 * the products with load-more and page links. The visible URL follows the state (§7) so a reload
 * restores it (§5); without JavaScript the panel and the toolbar are GET forms and pages are links.
 */
export default function ListingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const routeId = useRouteId();
  const params = useParams();
  const location = useLocation();
  const hydrated = useHydrated();
  const now = useRenderClock();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [quickView, setQuickView] = useState<ProductCardData | null>(null);
  // Once opened, the dialog stays mounted so it can close with its animation and open again at once.
  const [quickViewUsed, setQuickViewUsed] = useState(false);
  const wishlist = useWishlistCards();
  const [products, meta, facets, brandName, error, pending, state, visibleQuery, activeFilterCount] = useUnit([
    $products,
    $meta,
    $facets,
    $brandName,
    $error,
    $pending,
    $filterState,
    $visibleQuery,
    $activeFilterCount,
  ]);
  const liveCards = useLiveCards(products, locale);
  const on = useUnit({
    toggle: filterValueToggled,
    price: priceRangeChanged,
    inWarehouse: inWarehouseChanged,
    clear: allFiltersCleared,
    sort: sortChanged,
    view: viewChanged,
    perPage: perPageChanged,
    more: nextPageRequested,
    retry: listingRefreshRequested,
    quickView: quickViewOpened,
  });
  const [category, campaign, segmentBrands, segmentBrandsError, segmentBrandsPending] = useUnit([
    $category,
    $campaign,
    $segmentBrands,
    $segmentBrandsError,
    $segmentBrandsPending,
  ]);
  const labels = useMemo(
    () => ({
      card: cardLabels(t, { campaignPrice: routeId === 'campaign' }),
      panel: filterPanelLabels(t),
      toolbar: listingToolbarLabels(t),
      listing: productListingLabels(t),
      sorts: sortOptions(t),
      campaignHero: campaignHeroLabels(t),
    }),
    [t, routeId],
  );

  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const isSearch = routeId === 'search';
  // The bottom bar and the menu sheet come here to type: the field takes the focus (and a phone its
  // keyboard); an empty search has nothing else to do. A plain load of results leaves the focus alone.
  const q = isSearch ? (new URLSearchParams(location.search).get('q') ?? '').trim() : '';
  // History state outlives a reload: only a navigation made in this page (a push) asks for the focus.
  const cameToType =
    navigationType !== NavigationType.Pop &&
    (location.state as Record<string, unknown> | null)?.[FOCUS_SEARCH_STATE] === true;
  const focusSearch = isSearch && (q === '' || cameToType);
  const searchSuggest = useSearchSuggest();
  const action = location.pathname;
  const withQ = (query: string) => [q ? `q=${encodeURIComponent(q)}` : '', query].filter(Boolean).join('&');
  const urlOf = (query: string) => {
    const full = withQ(query);
    return full ? `${action}?${full}` : action;
  };

  // §7: the visible URL holds the state; replacing the history entry keeps the router (and its loader) still.
  // Not while the router navigates: its loader puts the next page's state in the model before the router pushes
  // the next address, and replacing the entry then gave the page being left that address (Back from page 2
  // stayed on page 2).
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!hydrated || navigating) return;
    const target = urlOf(visibleQuery);
    if (window.location.pathname + window.location.search !== target) {
      window.history.replaceState(window.history.state, '', target);
    }
    // urlOf only depends on values listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, navigating, visibleQuery, action, q]);

  const selected = useMemo(
    () =>
      Object.fromEntries(Object.entries(state.filters).map(([name, values]) => [panelName(name), values])),
    [state.filters],
  );
  const keepForPanel = [
    ...(q ? [{ name: 'q', value: q }] : []),
    ...(state.sort !== 'featured' ? [{ name: 'sort', value: state.sort }] : []),
    ...(state.view !== 'article' ? [{ name: 'view', value: state.view }] : []),
  ];
  const keepForToolbar = [
    ...(q ? [{ name: 'q', value: q }] : []),
    ...Object.entries(state.filters).map(([name, values]) => ({ name, value: values.join(',') })),
    ...(state.priceRange.min !== null ? [{ name: 'price_min', value: String(state.priceRange.min) }] : []),
    ...(state.priceRange.max !== null ? [{ name: 'price_max', value: String(state.priceRange.max) }] : []),
    ...(state.inWarehouse ? [{ name: 'isInWarehouse', value: 'true' }] : []),
  ];
  const status = error !== null ? 'error' : pending ? 'loading' : 'ready';
  const total = meta?.total ?? null;
  const panelFacets = useMemo(
    () => withoutSubject(facets, routeId, params.slug, total),
    [facets, routeId, params.slug, total],
  );

  const panel = (inDrawer: boolean) => (
    <FilterPanel
      facets={panelFacets}
      selected={selected}
      priceRange={state.priceRange}
      inWarehouse={state.inWarehouse}
      status={error !== null ? 'error' : pending && facets === null ? 'loading' : 'ready'}
      errorMessage={error ?? undefined}
      labels={labels.panel}
      languageTag={LANGUAGE_TAGS[locale]}
      action={action}
      hiddenFields={keepForPanel}
      clearAllHref={urlOf(
        toVisibleQuery({
          ...state,
          filters: {},
          priceRange: { min: null, max: null },
          inWarehouse: false,
          page: 1,
        }),
      )}
      showTitle={!inDrawer}
      headingLevel={2}
      onToggle={(name, value) => on.toggle({ name: stateName(name), value })}
      onPriceChange={on.price}
      onInWarehouseChange={on.inWarehouse}
      onClearAll={on.clear}
    />
  );

  const heading = listingTitle(
    t,
    routeId,
    params,
    location.search,
    listingNamesOf(category, campaign, locale, brandName),
  );
  const segmentSlug =
    routeId === 'segment' || routeId === 'catalogSegment' ? toSegmentSlug(params.slug ?? '') : null;
  const searchPrompt = isSearch && q === '';
  const crumbs = listingCrumbs(t, routeId, params, category, locale, brandName);

  return (
    <Stack gap="large" as="section" aria-labelledby="listing-heading">
      {crumbs.length > 0 && <Breadcrumbs label={t('nav.breadcrumbs')} items={crumbs} />}
      {isSearch && q ? (
        <div className={styles.searchHeading}>
          <Heading level={1} id="listing-heading">
            {t('pages.search.heading', { q })}
          </Heading>
        </div>
      ) : routeId === 'campaign' && campaign ? (
        <CampaignHero
          headingId="listing-heading"
          title={heading}
          description={campaignText(campaign, locale, 'description')}
          offer={campaignOffer(t, campaign)}
          image={campaign.banner}
          startsAt={campaign.start_date}
          endsAt={campaign.end_date}
          languageTag={LANGUAGE_TAGS[locale]}
          labels={labels.campaignHero}
          now={now}
        />
      ) : (
        <Heading level={1} id="listing-heading">
          {heading}
        </Heading>
      )}
      {isSearch && (
        <div className={styles.searchField}>
          <SearchBox
            key={q}
            action={action}
            defaultValue={q}
            label={t('nav.searchLabel')}
            submitLabel={t('nav.search')}
            placeholder={t('nav.searchPlaceholder')}
            clearLabel={t('nav.searchClear')}
            focusOnMount={focusSearch}
            suggest={searchSuggest}
            onSubmit={(query) =>
              void navigate(query ? `${action}?q=${encodeURIComponent(query)}` : action, {
                state: focusSearchState,
              })
            }
          />
        </div>
      )}
      {segmentSlug && (
        <>
          <SegmentTiles
            title={t('home.segmentsTitle')}
            segments={SEGMENTS.map(({ slug }) => ({
              slug,
              label: t(`home.segments.${slug}`),
              href: href('segment', { slug }, locale),
              image: segmentPicturePath(slug),
            }))}
            currentSlug={segmentSlug}
            headingLevel={2}
            priorityCount={FIRST_SCREEN_TILES}
          />
          <ScrollReveal>
            <BrandStrip
              title={t('home.brandsTitle')}
              brands={segmentBrands.map((brand) => ({
                key: brand.uuid,
                name: brand.name,
                href: href('catalogBrand', { slug: brand.slug, segment: segmentSlug }, locale),
                logo: brand.logo,
              }))}
              emptyText={t('home.brandsEmpty')}
              loading={segmentBrandsPending && segmentBrands.length === 0}
              errorMessage={segmentBrandsError}
              headingLevel={2}
            />
          </ScrollReveal>
        </>
      )}
      {searchPrompt ? (
        <Text tone="muted">{t('pages.search.prompt')}</Text>
      ) : (
        <div className={styles.layout}>
          <aside className={hydrated ? styles.sidebarDesktopOnly : styles.sidebar}>{panel(false)}</aside>
          <div className={styles.results}>
            <ListingToolbar
              total={meta?.total ?? null}
              sort={state.sort}
              sortOptions={labels.sorts}
              view={state.view}
              viewModes={VIEW_MODES}
              perPage={state.perPage}
              perPageOptions={PER_PAGE_OPTIONS}
              labels={labels.toolbar}
              action={action}
              hiddenFields={keepForToolbar}
              activeFilterCount={activeFilterCount}
              // Shown on phones and tablets only, once scripts run (ListingToolbar's CSS), so the server renders it too.
              onFiltersOpen={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              onSortChange={on.sort}
              onViewChange={on.view}
              onPerPageChange={on.perPage}
            />
            <LiveCards binding={liveCards}>
              <ProductListing
                products={liveCards.products}
                status={status}
                errorMessage={error ?? undefined}
                view={state.view}
                meta={meta}
                pageHref={(page) => urlOf(toVisibleQuery({ ...state, page }))}
                productHref={(product: ProductCardData) => href('product', { slug: product.slug }, locale)}
                languageTag={LANGUAGE_TAGS[locale]}
                // No filter to remove: a search is asked to check its words, a listing says it is empty for now.
                labels={activeFilterCount > 0 ? labels.listing : { ...labels.listing, emptyHint: t(isSearch ? 'catalog.listing.emptyHintSearch' : 'catalog.listing.emptyHintListing') }}
                cardLabels={labels.card}
                priorityCount={segmentSlug ? 0 : undefined}
                now={now}
                emptyAction={
                  activeFilterCount > 0
                    ? {
                        label: t('catalog.filters.clearAll'),
                        href: localizePath(splitLocale(action).path, locale),
                        onClick: on.clear,
                      }
                    : undefined
                }
                onLoadMore={on.more}
                onRetry={on.retry}
                wishlisted={wishlist.wishlisted}
                wishlistLocked={wishlist.wishlistLocked}
                onWishlistToggle={wishlist.onWishlistToggle}
                onQuickView={
                  hydrated
                    ? (card) => {
                        setQuickView(card);
                        setQuickViewUsed(true);
                        on.quickView({ slug: card.slug, locale });
                      }
                    : undefined
                }
              />
            </LiveCards>
          </div>
        </div>
      )}
      {hydrated && quickViewUsed && (
        <Suspense fallback={null}>
          <QuickView card={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      )}
      {hydrated && drawerUsed && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            title={t('pages.listing.filtersTitle')}
            closeLabel={t('pages.listing.closeFilters')}
            showResultsLabel={
              meta && !pending
                ? t('pages.listing.showResultsCount', { count: meta.total })
                : t('pages.listing.showResults')
            }
          >
            {panel(true)}
          </FilterDrawer>
        </Suspense>
      )}
    </Stack>
  );
}
