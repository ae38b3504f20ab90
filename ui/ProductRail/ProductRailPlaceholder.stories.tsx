import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productPageText, productRailLabels } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { scriptsRunning } from '../../.storybook/scripted';
import { viewport } from '../../.storybook/viewports';
import { ProductRailPlaceholder } from './ProductRailPlaceholder';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** Where a product page's related rail stands until its cards arrive (the page asks for them when it is near). */
const meta = {
  title: 'Home/ProductRailPlaceholder',
  component: ProductRailPlaceholder,
  args: { title: productPageText('pt', 'related'), labels: productRailLabels('pt'), seeAllHref: '/catalog/category/vestidos' },
  render: (args, context) => {
    const locale = localeOf(context);
    return <ProductRailPlaceholder {...args} title={productPageText(locale, 'related')} labels={productRailLabels(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof ProductRailPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scripts running: the title, 'see all', and the shapes of four cards at the rail's size, busy for assistive technology. */
export const Loading: Story = {
  beforeEach: scriptsRunning,
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const section = canvas.getByRole('region', { name: productPageText(locale, 'related') });
    await expect(within(section).getByRole('link', { name: productRailLabels(locale).seeAll })).toHaveAttribute('href', '/catalog/category/vestidos');
    const shapes = [...canvasElement.querySelectorAll('[data-skeleton="product-card"]')];
    await expect(shapes).toHaveLength(4);
    await expect(shapes[0]).toBeVisible();
    await expect(within(section).getByText(productRailLabels(locale).loading)).toBeInTheDocument();
    const [first, second] = shapes.map((shape) => shape.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
  },
};

/** On a phone: two shapes in view, the title and 'see all' on one row. */
export const LoadingOnAPhone: Story = {
  beforeEach: scriptsRunning,
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading').getBoundingClientRect();
    const seeAll = canvas.getByRole('link').getBoundingClientRect();
    await expect(seeAll.top).toBeLessThan(heading.bottom);
    await expect(seeAll.right).toBeLessThanOrEqual(375);
    const [, second, third] = [...canvasElement.querySelectorAll('[data-skeleton="product-card"]')].map((shape) => shape.getBoundingClientRect());
    await expect(second?.right).toBeLessThanOrEqual(375);
    await expect(third?.left).toBeGreaterThan(300);
  },
};

/** Without JavaScript nothing would replace the shapes: the page shows the title and the way to the listing only. */
export const WithoutScripts: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    await expect(canvas.getByRole('link', { name: productRailLabels(locale).seeAll })).toBeVisible();
    await expect(canvasElement.querySelector('[data-skeleton="product-card"]')).not.toBeVisible();
  },
};

/** A product with neither category nor brand has no listing to offer: the title alone. */
export const NoListing: Story = {
  beforeEach: scriptsRunning,
  args: { seeAllHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading')).toBeVisible();
  },
};
