import { useState } from 'react';
import type { LoaderFunctionArgs, LinksFunction } from 'react-router';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import stylesheet from './app.css?url';
import { getJson } from './api.server';
import { languageTag, localeOf, localized } from './format';
import type { Locale } from './format';
import { menuFor } from './menu';
import type { ApiMenu, MenuEntry, MenuPanel } from './menu';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** The layout's data: the menu in the page's language. */
export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeOf(params.locale);
  return { locale, menu: menuFor(await getJson<ApiMenu>('/cms/v1/menu'), locale) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={languageTag(data?.locale ?? 'en')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  return (
    <>
      <Header locale={locale} menu={data?.menu ?? []} />
      <main className="page">
        <Outlet />
      </main>
      <Footer locale={locale} />
    </>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
const ICONS = {
  search: 'M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35',
  heart: 'M12 21s-7-4.35-9.5-8.5C.5 9 2.5 4.5 7 4.5c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4.5 0 6.5 4.5 4.5 8-2.5 4.15-9.5 8.5-9.5 8.5Z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c0-4.4 3.6-7 8-7s8 2.6 8 7',
  bag: 'M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  chevron: 'm6 9 6 6 6-6',
};

function Header({ locale, menu }: { locale: Locale; menu: MenuEntry[] }) {
  return (
    <header className="site-header">
      <div className="bar">
        <Link className="brand" to={localized('/', locale)}>
          Outlet Marketplace
        </Link>
        <form className="search" role="search" action={localized('/search', locale)} method="get">
          <input type="search" name="q" aria-label="Search the shop" placeholder="Search products, brands and categories" maxLength={200} />
          <button type="submit" aria-label="Search">
            <Icon path={ICONS.search} />
          </button>
        </form>
        <ul className="actions">
          <li>
            <Link to={localized('/account/wishlist', locale)} aria-label="Wishlist">
              <Icon path={ICONS.heart} />
            </Link>
          </li>
          <li>
            <Link to={localized('/account', locale)} aria-label="Account">
              <Icon path={ICONS.user} />
            </Link>
          </li>
          <li>
            <Link to={localized('/cart', locale)} aria-label="Cart">
              <Icon path={ICONS.bag} />
            </Link>
          </li>
        </ul>
      </div>
      <Menu menu={menu} />
    </header>
  );
}

function Menu({ menu }: { menu: MenuEntry[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav className="menu" aria-label="Main menu">
      <ul className="menu-items">
        {menu.map((entry) => (
          <li key={entry.slug}>
            {entry.children.length === 0 ? (
              <Link to={entry.href}>
                {entry.name}
                {entry.badge ? <span className="badge">{entry.badge}</span> : null}
              </Link>
            ) : (
              <>
                <button type="button" aria-expanded={open === entry.slug} aria-controls={`menu-${entry.slug}`} onClick={() => setOpen(open === entry.slug ? null : entry.slug)}>
                  {entry.name}
                  {entry.badge ? <span className="badge">{entry.badge}</span> : null}
                  <Icon path={ICONS.chevron} />
                </button>
                <div className="menu-panel" id={`menu-${entry.slug}`} hidden={open !== entry.slug}>
                  <ul>
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <Link to={child.href}>{child.name}</Link>
                        {child.panel ? <Panel panel={child.panel} /> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Panel({ panel }: { panel: MenuPanel }) {
  return (
    <div className="mega" data-layout={panel.layout}>
      {panel.categories.length > 0 ? (
        <ul className="mega-categories">
          {panel.categories.map((category) => (
            <li key={category.href}>
              <Link to={category.href}>
                <img src={`${category.image}?w=160`} alt="" width="44" height="44" loading="lazy" />
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {panel.brandSections.map((section, index) => (
        <section key={index}>
          {section.title ? <h3>{section.title}</h3> : null}
          <ul className="mega-brands">
            {section.brands.map((brand) => (
              <li key={brand.href}>
                <Link to={brand.href}>
                  <img src={brand.logo} alt={brand.name} width="80" height="24" loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {panel.cards.length > 0 ? (
        <ul className="mega-cards">
          {panel.cards.map((card) => (
            <li key={card.title}>
              <img src={`${card.image}?w=320`} alt="" width="320" height="180" loading="lazy" />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              {card.links.map((link) => (
                <Link key={link.href} to={link.href}>
                  {link.name}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const FOOTER = [
  { title: 'Help', links: [['Frequently asked questions', '/faq'], ['Contact', '/contact']] },
  { title: 'Shop', links: [['Campaigns', '/campaigns'], ['Women', '/catalog/category/mulher'], ['Men', '/catalog/category/homem'], ['Kids', '/catalog/category/crianca']] },
  { title: 'Company', links: [['About us', '/about'], ['Terms and conditions', '/legal-information/terms-of-service'], ['Privacy policy', '/legal-information/privacy-policy']] },
] as const;

function Footer({ locale }: { locale: Locale }) {
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <div>
          <p className="brand">Outlet Marketplace</p>
          <p>Fashion, beauty, home and technology from the official store and independent sellers, priced in euros.</p>
          <p>Secure payments with MB WAY and Multibanco</p>
        </div>
        <nav aria-label="Footer links" className="footer-links">
          {FOOTER.map((group) => (
            <div key={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map(([label, href]) => (
                  <li key={href}>
                    <Link to={localized(href, locale)}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <nav aria-label="Change language">
        <ul className="languages">
          {(['pt', 'en', 'es', 'fr'] as const).map((language) => (
            <li key={language}>
              <a href={`/set-language/${language}`} hrefLang={languageTag(language)} lang={languageTag(language)} aria-current={language === locale ? 'true' : undefined}>
                {{ pt: 'Português', en: 'English', es: 'Español', fr: 'Français' }[language]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>© 2026 Outlet Marketplace. All rights reserved.</p>
    </footer>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
    </main>
  );
}
