import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { segmentImage } from '../../mocks/fixtures';
import { homeText, segmentTiles } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { SegmentTiles } from './SegmentTiles';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Home/SegmentTiles',
  component: SegmentTiles,
  args: { title: homeText('pt', 'segmentsTitle'), segments: segmentTiles('pt'), loadingLabel: homeText('pt', 'loading') },
  argTypes: { segments: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const pictured = args.segments.some((segment) => segment.image);
    const segments = segmentTiles(locale).map((segment, index) => ({ ...segment, image: pictured ? args.segments[index]?.image : undefined }));
    return <SegmentTiles {...args} title={homeText(locale, 'segmentsTitle')} loadingLabel={homeText(locale, 'loading')} segments={args.segments.length === 0 ? [] : segments} />;
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof SegmentTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §1: the seven segments, each a link to its segment page in the current locale, in one row on a desktop. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const section = canvas.getByRole('region', { name: homeText(locale, 'segmentsTitle') });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(7);
    const expected = segmentTiles(locale);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((segment) => segment.href));
    await expect(within(section).getByRole('link', { name: expected[0]?.label })).toBeVisible();
    const tops = links.map((link) => link.getBoundingClientRect().top);
    await expect(tops.every((top) => top === tops[0])).toBe(true);
  },
};

/** With pictures: each segment shows its goods, its label under the picture, dark on the tile's ground. */
export const WithImages: Story = {
  args: { segments: segmentTiles('pt').map((segment, index) => ({ ...segment, image: segmentImage(index * 50) })) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    // Pictures are decorative: the link is named by its label only.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    // Each picture reserves its 3:4 box before it loads, and sits above the label.
    const [first] = canvas.getAllByRole('link');
    const picture = first!.querySelector('img')!;
    await expect(picture).toHaveAttribute('width', '300');
    await expect(picture).toHaveAttribute('height', '400');
    const label = within(first!).getByText(segmentTiles(localeOf({ globals }))[0]!.label);
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(label.getBoundingClientRect().top + 1);
  },
};

/** On a segment page, its tile is marked current. */
export const CurrentSegment: Story = {
  args: { currentSlug: 'beleza' },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const beauty = segmentTiles(locale).find((segment) => segment.slug === 'beleza');
    await expect(canvas.getByRole('link', { name: beauty?.label })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await expect(canvas.getByRole('region', { name: homeText(locale, 'segmentsTitle') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No segment to show: the section is left out. */
export const Empty: Story = {
  args: { segments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/**
 * Opening a page (a segment page): the tiles a phone's first screen shows fetch their pictures at once, with high
 * priority, as the page's largest paint; the rest wait until they near the viewport.
 */
export const OpeningThePage: Story = {
  args: { ...WithImages.args, priorityCount: 3 },
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const pictures = canvas.getAllByRole('link').map((link) => link.querySelector('img')!);
    for (const picture of pictures.slice(0, 3)) {
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).not.toHaveAttribute('loading');
    }
    for (const picture of pictures.slice(3)) {
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).not.toHaveAttribute('fetchpriority');
    }
  },
};

/** On a phone the tiles are one swipeable row: two and a bit in view, the rest a swipe away. */
export const MobileViewport: Story = {
  args: WithImages.args,
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    const boxes = links.map((link) => link.getBoundingClientRect());
    await expect(boxes.every((box) => box.top === boxes[0]?.top)).toBe(true);
    await expect(boxes[1]?.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(boxes[6]?.left).toBeGreaterThan(window.innerWidth);
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    for (const box of boxes) await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('desktop') },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(segmentTiles('fr').map((segment) => segment.label));
    await expect(links[6]?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(links[0]).toHaveAttribute('href', '/fr/segment/moda-mulher');
  },
};
