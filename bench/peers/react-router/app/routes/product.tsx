import { useState } from 'react';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { getJson } from '../api.server';
import { formatPrice, localeOf, localized, srcSetOf } from '../format';

/** The parts of the API's product (GET /v1/products/{slug}) and cards (the category listing) this page reads. */
interface ApiImage {
  file_path: string;
}
interface ApiOffer {
  uuid: string;
  type: string;
  shop_name: string;
  pvp: number;
  price_product: number;
  price_campaign: number | null;
  lowest_price_30_days: number | null;
  initial_stock: number;
  sold_stock: number;
  stock_in_cart: number;
  stock_in_checkout: number;
  delivery_methods: { min_days: number; max_days: number; price: number }[];
}
interface ApiVariant {
  uuid: string;
  sku: string;
  images: ApiImage[];
  offers: ApiOffer[];
  attribute_values: { attribute: string; value: string; slug: string }[];
}
interface ApiProduct {
  uuid: string;
  slug: string;
  name: string;
  description: string;
  brand: { name: string; slug: string } | null;
  category: { name: string; slug: string; translations: { locale: string; slug: string }[] } | null;
  images: ApiImage[];
  variants: ApiVariant[];
  seo: { title: string; description: string } | null;
}
interface ApiCard {
  uuid: string;
  slug: string;
  name: string;
  description: string;
  brand: { name: string; logo: string | null } | null;
  images: ApiImage[];
  variants: { offers: ApiOffer[] }[];
}

const RELATED = 12;
const priceOf = (offer: ApiOffer) => offer.price_campaign ?? offer.price_product;
const stockOf = (offer: ApiOffer) => offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout;

/** The product, its variants and offers, and related products from its category: what the page shows. */
export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeOf(params.locale);
  const { data: product } = await getJson<{ data: ApiProduct }>(`/v1/products/${encodeURIComponent(params.slug ?? '')}?locale=${locale}`);
  const related = product.category
    ? (await getJson<{ data: ApiCard[] }>(`/v1/products/categories/${encodeURIComponent(product.category.slug)}?locale=${locale}&page=1&per_page=${RELATED + 1}`)).data
    : [];
  return {
    locale,
    product: {
      name: product.name,
      description: product.description,
      title: product.name,
      metaDescription: product.seo?.description ?? product.description,
      brand: product.brand,
      category: product.category ? { name: product.category.name, slug: product.category.translations.find((entry) => entry.locale === locale)?.slug ?? product.category.slug } : null,
      images: product.images.map((image) => image.file_path),
      variants: product.variants.map((variant) => ({
        uuid: variant.uuid,
        images: variant.images.map((image) => image.file_path),
        attributes: variant.attribute_values.map(({ attribute, value, slug }) => ({ attribute, value, slug })),
        offers: variant.offers
          .map((offer) => ({
            uuid: offer.uuid,
            official: offer.type === 'OFFICIAL_STORE',
            seller: offer.shop_name,
            price: priceOf(offer),
            previous: offer.pvp > priceOf(offer) ? offer.pvp : null,
            lowest30: offer.lowest_price_30_days,
            inStock: stockOf(offer) > 0,
            // The standard delivery (the first method), as the storefront shows it.
            days: offer.delivery_methods[0] ? [offer.delivery_methods[0].min_days, offer.delivery_methods[0].max_days] : null,
          }))
          .sort((a, b) => a.price - b.price),
      })),
    },
    related: related
      .filter((card) => card.uuid !== product.uuid)
      .slice(0, RELATED)
      .map((card) => {
        const offers = card.variants.flatMap((variant) => variant.offers);
        const best = offers.reduce<ApiOffer | null>((low, offer) => (!low || priceOf(offer) < priceOf(low) ? offer : low), null);
        return {
          slug: card.slug,
          name: card.name,
          description: card.description,
          brand: card.brand?.name ?? null,
          image: card.images[0]?.file_path ?? null,
          price: best ? priceOf(best) : null,
          previous: best && best.pvp > priceOf(best) ? best.pvp : null,
          sellers: new Set(offers.map((offer) => offer.shop_name)).size,
        };
      }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.product.title} | Outlet Marketplace` }, { name: 'description', content: data.product.metaDescription }] : [{ title: 'Outlet Marketplace' }];

type Data = Awaited<ReturnType<typeof loader>>;
type Variant = Data['product']['variants'][number];

export default function ProductPage() {
  const { locale, product, related } = useLoaderData<typeof loader>();
  const [variant, setVariant] = useState<Variant | undefined>(product.variants[0]);
  const images = variant?.images.length ? variant.images : product.images;
  const best = variant?.offers[0];
  const price = (value: number) => formatPrice(value, locale);

  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <ol>
          <li>
            <Link to={localized('/', locale)}>Home</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={localized(`/catalog/category/${product.category.slug}`, locale)}>{product.category.name}</Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product">
        <Gallery key={images.join(' ')} images={images} name={product.name} />
        <div className="summary">
          {product.brand ? <Link to={localized(`/catalog/brand/${product.brand.slug}`, locale)}>{product.brand.name}</Link> : null}
          <h1>{product.name}</h1>
          {best ? <Price price={best.price} previous={best.previous} format={price} /> : null}
          {best?.lowest30 != null ? <p className="muted">Lowest price in the last 30 days: {price(best.lowest30)}</p> : null}
          <Variants variants={product.variants} selected={variant} onSelect={setVariant} />
          <section aria-labelledby="offers-title">
            <h2 id="offers-title">Offers from sellers</h2>
            <ul className="offers">
              {(variant?.offers ?? []).map((offer) => (
                <li key={offer.uuid}>
                  <div>
                    <p className="seller">{offer.official ? 'Official Store' : `Marketplace seller · ${offer.seller}`}</p>
                    <Price price={offer.price} previous={offer.previous} format={price} />
                    <p className="muted">
                      {offer.inStock ? 'In stock' : 'Out of stock'}
                      {offer.days ? ` · Delivery in ${offer.days[0]}-${offer.days[1]} working days` : ''}
                    </p>
                  </div>
                  <AddToCart seller={offer.seller} disabled={!offer.inStock} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="description-title">
            <h2 id="description-title">Description</h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="related">
          <h2 id="related-title">You may also like</h2>
          <ul className="cards">
            {related.map((card) => (
              <li key={card.slug}>
                <article>
                  {card.image ? (
                    <img src={`${card.image}?w=480`} srcSet={srcSetOf(card.image)} sizes="(min-width: 1024px) 25vw, 50vw" alt={card.name} width="480" height="640" loading="lazy" />
                  ) : null}
                  {card.brand ? <p className="muted">{card.brand}</p> : null}
                  <h3>
                    <Link to={localized(`/product/${card.slug}`, locale)}>{card.name}</Link>
                  </h3>
                  <p className="muted">{card.description}</p>
                  {card.price !== null ? <Price price={card.price} previous={card.previous} format={price} /> : null}
                  <p className="muted">{card.sellers === 1 ? '1 seller' : `${card.sellers} sellers`}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Price({ price, previous, format }: { price: number; previous: number | null; format: (value: number) => string }) {
  return (
    <p className="price">
      <strong>{format(price)}</strong>
      {previous !== null ? (
        <>
          {' '}
          <del>
            <span className="visually-hidden">Previous price </span>
            {format(previous)}
          </del>{' '}
          <span className="discount">-{Math.round((1 - price / previous) * 100)}%</span>
        </>
      ) : null}
    </p>
  );
}

function Gallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div className="gallery">
      {current ? (
        <img
          className="gallery-main"
          src={`${current}?w=640`}
          srcSet={srcSetOf(current)}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt={`${name}, image ${shown + 1} of ${images.length}`}
          width="900"
          height="1200"
          fetchPriority="high"
        />
      ) : null}
      <div className="thumbs">
        {images.map((image, index) => (
          <button key={image} type="button" aria-label={`Show image ${index + 1} of ${images.length}`} aria-pressed={index === shown} onClick={() => setShown(index)}>
            <img src={`${image}?w=160`} alt="" width="66" height="88" loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  );
}

function Variants({ variants, selected, onSelect }: { variants: Variant[]; selected: Variant | undefined; onSelect: (variant: Variant) => void }) {
  const attributes = [...new Set(variants.flatMap((variant) => variant.attributes.map((value) => value.attribute)))];
  const valueOf = (variant: Variant | undefined, attribute: string) => variant?.attributes.find((value) => value.attribute === attribute);
  const choose = (attribute: string, slug: string) => {
    // The variant with this value that keeps the other chosen values, else the first with this value.
    const others = (variant: Variant) => attributes.every((other) => other === attribute || valueOf(variant, other)?.slug === valueOf(selected, other)?.slug);
    const next = variants.find((variant) => valueOf(variant, attribute)?.slug === slug && others(variant)) ?? variants.find((variant) => valueOf(variant, attribute)?.slug === slug);
    if (next) onSelect(next);
  };
  return (
    <div className="variants">
      {attributes.map((attribute) => {
        const values = [...new Map(variants.flatMap((variant) => variant.attributes.filter((value) => value.attribute === attribute)).map((value) => [value.slug, value])).values()];
        if (values.length < 2) return null;
        return (
          <fieldset key={attribute}>
            <legend>
              {attribute === 'color' ? 'Colour' : attribute === 'size' ? 'Size' : attribute}: {valueOf(selected, attribute)?.value}
            </legend>
            {values.map((value) => (
              <label key={value.slug}>
                <input type="radio" name={attribute} value={value.slug} checked={valueOf(selected, attribute)?.slug === value.slug} onChange={() => choose(attribute, value.slug)} />
                {value.value}
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

function AddToCart({ seller, disabled }: { seller: string; disabled: boolean }) {
  const [added, setAdded] = useState(false);
  return (
    <button type="button" className="add" disabled={disabled} aria-label={`Add to cart: ${seller}`} onClick={() => setAdded(true)}>
      {added ? 'Added' : 'Add to cart'}
    </button>
  );
}
