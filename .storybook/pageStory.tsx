/**
 * The plumbing of a page-level story: the page as the app mounts it (a forked scope with the API's origin
 * and, unless a guest, the mock customer; the locale's messages; a memory router at the page's path; the
 * app's toaster), so the page's models call the MSW handlers a story adds in its `beforeEach`.
 */
import type { StoryContext } from '@storybook/react-vite';
import { fork, type Handlers, type StorePair } from 'effector';
import type { ComponentType, CSSProperties } from 'react';
import type { RequestHandler } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { within } from 'storybook/test';
import type { Locale, User } from '../contract';
import { $apiBaseUrl } from '../features/api-client';
import { $user } from '../features/auth';
import { user as mockUser } from '../mocks/fixtures';
import { StoryApp } from './appStories';
import { i18nFor } from './i18n';

/** The locale the toolbar (or a story's globals) chose. */
export const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
/** The app's translate function in `locale`, for the names a play function looks for. */
export const tFor = (locale: Locale) => i18nFor(locale).t;
/** A path as the app spells it in `locale` (Portuguese has no prefix). */
export const localePath = (locale: Locale, path: string) => (locale === 'pt' ? path : `/${locale}${path}`);
/** Dialogs and toasts render outside the story's canvas. */
export const screen = () => within(document.body);

export interface PageStoryProps {
  locale: Locale;
  /** Route patterns (without the locale prefix) and the page each one shows; links between them work. */
  pages: Record<string, ComponentType>;
  /** Where the story opens (without the locale prefix). */
  path: string;
  /** The signed-in customer, or null for a guest. */
  user?: User | null;
  /** Other stores' starting values, as a route's loader would have left them (a CMS page). */
  values?: StorePair<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- stores of any type, as fork takes them
  /** Effect handlers the scope runs instead of the real ones (a page load, a file download). */
  handlers?: Handlers;
  /** The page's box, e.g. a width cap for a section shown alone. */
  frame?: CSSProperties;
}

export function PageStory({ locale, pages, path, user = mockUser, values = [], handlers, frame }: PageStoryProps) {
  const create = () => ({
    scope: fork({
      values: [...(user ? [[$user, user] as StorePair<User>] : []), [$apiBaseUrl, window.location.origin], ...values],
      handlers,
    }),
    router: createMemoryRouter(
      Object.entries(pages).map(([pattern, Page]) => ({ path: localePath(locale, pattern), handle: { locale }, Component: Page })),
      { initialEntries: [localePath(locale, path)] },
    ),
  });
  return frame ? (
    <div style={frame}>
      <StoryApp locale={locale} create={create} />
    </div>
  ) : (
    <StoryApp locale={locale} create={create} />
  );
}

/** The `render` of a page story file: the page at the story's `parameters.path`, for a guest when `parameters.guest`. */
export function renderPage(pages: PageStoryProps['pages'], options: Pick<PageStoryProps, 'frame' | 'values'> = {}) {
  return function PageStoryRender(_args: unknown, context: StoryContext) {
    return <PageStory locale={localeOf(context)} pages={pages} path={context.parameters.path as string} user={context.parameters.guest ? null : undefined} {...options} />;
  };
}

/**
 * A story file's mock state, made afresh before each story from the story's overrides and served by its
 * MSW handlers; `current` is what the handlers hold now (what a request changed), for the play to check.
 */
export function storyMock<State, Overrides>(make: (overrides: Overrides) => State, handlers: (state: State) => RequestHandler[]) {
  const mock = {
    current: make({} as Overrides),
    install(msw: { use: (...handlers: RequestHandler[]) => void }, overrides: unknown) {
      mock.current = make((overrides ?? {}) as Overrides);
      msw.use(...handlers(mock.current));
    },
  };
  return mock;
}
