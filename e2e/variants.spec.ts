import type { ProductCard } from '../contract';
import { expect, hydrated, test } from './fixtures';

const DESKTOP = { width: 1366, height: 900 };

/** The API's products and variants as the contract types them. */
type ApiProduct = ProductCard;
type ApiVariant = ProductCard['variants'][number];

const colourOf = (variant: ApiVariant) =>
  variant.attribute_values.find((value) => value.attribute === 'color')!;
/** A selector value's radio: its text, then perhaps the hidden 'unavailable' note. */
const valueName = (value: string) => new RegExp(`^${value}( |$)`);
const stockOf = (offer: ApiVariant['offers'][number]) =>
  offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout;

test('choosing a colour shows that colour’s pictures, puts the variant in the address, survives a reload and reaches the cart line', async ({
  page,
  request,
  apiUrl,
}) => {
  await page.setViewportSize(DESKTOP);
  const response = await request.get(`${apiUrl}/v1/products?locale=pt&page=1&per_page=96`);
  const products = ((await response.json()) as { data: ApiProduct[] }).data;
  // A product sold in two colours whose second colour has a variant in stock.
  const product = products.find((candidate) => {
    const colours = new Set(candidate.variants.map((variant) => colourOf(variant).slug));
    return (
      colours.size > 1 &&
      candidate.variants.some(
        (variant) =>
          colourOf(variant).slug !== colourOf(candidate.variants[0]!).slug &&
          variant.offers.some((offer) => stockOf(offer) >= 8),
      )
    );
  })!;
  const first = colourOf(product.variants[0]!);
  const chosen = product.variants.find(
    (variant) => colourOf(variant).slug !== first.slug && variant.offers.some((offer) => stockOf(offer) >= 8),
  )!;
  const colour = colourOf(chosen);
  const picture = chosen.images?.[0]?.file_path;
  expect(picture, 'the API gives each variant its own pictures').toBeTruthy();
  const firstPicture = product.variants[0]!.images?.[0]?.file_path;
  expect(picture).not.toBe(firstPicture);

  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  const stage = page.getByRole('img', {
    name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, imagem 1 de`),
  });
  await page
    .getByRole('group', { name: /^Cor/ })
    .getByRole('radio', { name: valueName(colour.value) })
    .check();
  const size = chosen.attribute_values.find(
    (value) => value.attribute === 'size' && value.is_to_use_as_selector,
  );
  if (size)
    await page
      .getByRole('group', { name: /^Tamanho/ })
      .getByRole('radio', { name: valueName(size.value) })
      .check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${chosen.sku}$`));
  const shown = chosen;
  await expect(stage).toHaveAttribute('src', shown.images![0]!.file_path);

  // A reload (the server's render) opens the same variant; the canonical stays the plain product URL.
  await page.reload();
  await hydrated(page);
  await expect(
    page.getByRole('group', { name: /^Cor/ }).getByRole('radio', { name: valueName(colour.value) }),
  ).toBeChecked();
  await expect(stage).toHaveAttribute('src', shown.images![0]!.file_path);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${product.slug}$`),
  );

  // The cart line shows the variant's picture.
  const offer = shown.offers.find((candidate) => stockOf(candidate) > 0)!;
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.vendor.vendor_name}` }).click();
  const drawer = page.getByRole('dialog', { name: /^Carrinho/ });
  await expect(drawer.getByText(`Cor: ${colour.value}`)).toBeVisible();
  await expect(drawer.locator(`img[src="${shown.images![0]!.file_path}"]`)).toHaveCount(1);
});

test('switching the language on a product page keeps the chosen variant, through the other language’s slug', async ({ page, request, apiUrl }) => {
  await page.setViewportSize(DESKTOP);
  const listed = async (locale: string) => {
    const response = await request.get(`${apiUrl}/v1/products?locale=${locale}&page=1&per_page=96`);
    return ((await response.json()) as { data: ApiProduct[] }).data;
  };
  const [products, english] = await Promise.all([listed('pt'), listed('en')]);
  // A product in two colours whose English slug differs from the Portuguese one.
  const product = products.find(
    (candidate) =>
      new Set(candidate.variants.map((variant) => colourOf(variant).slug)).size > 1 &&
      candidate.translations.en?.slug &&
      candidate.translations.en.slug !== candidate.slug,
  )!;
  expect(product, 'the seed has a product in two colours with its own English slug').toBeTruthy();
  const chosen = product.variants.find((variant) => colourOf(variant).slug !== colourOf(product.variants[0]!).slug)!;
  const inEnglish = english.flatMap((candidate) => candidate.variants).find((variant) => variant.sku === chosen.sku)!;

  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole('group', { name: /^Cor/ }).getByRole('radio', { name: valueName(colourOf(chosen).value) }).check();
  const size = chosen.attribute_values.find((value) => value.attribute === 'size' && value.is_to_use_as_selector);
  if (size) await page.getByRole('group', { name: /^Tamanho/ }).getByRole('radio', { name: valueName(size.value) }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${chosen.sku}$`));
  // The language link takes the address as it is when clicked, the variant in it.
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).first().click();
  // /en/product/{Portuguese slug}?variant=… answers 301 to the English slug, the variant kept.
  await expect(page).toHaveURL(new RegExp(`/en/product/${product.translations.en!.slug}\\?variant=${chosen.sku}$`));
  await hydrated(page);
  await expect(page.getByRole('group', { name: /^Colou?r/ }).getByRole('radio', { name: valueName(colourOf(inEnglish).value) })).toBeChecked();
});
