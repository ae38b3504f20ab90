import { describe, expect, it } from 'vitest';
import { fallbackTitle, withBrand } from './title';

describe('page titles (§2)', () => {
  it('a page title is followed by the brand', () => {
    expect(withBrand('Página não encontrada', 'Outlet Marketplace')).toBe('Página não encontrada | Outlet Marketplace');
  });

  it('a title that already names the brand is kept', () => {
    expect(withBrand('Outlet Marketplace — Moda', 'Outlet Marketplace')).toBe('Outlet Marketplace — Moda');
  });

  it("the fallback is '<code> - <message>' for 404 and 500", () => {
    expect(fallbackTitle('/x', { status: 404, message: 'Page not found' })).toBe('404 - Page not found');
    expect(fallbackTitle('/x', { status: 500, message: 'Something went wrong' })).toBe('500 - Something went wrong');
  });

  it('otherwise the fallback derives a title from the route path', () => {
    expect(fallbackTitle('/legal-information/terms-of-service')).toBe('Terms Of Service');
    expect(fallbackTitle('/en/catalog/brand/levis')).toBe('Levis');
    expect(fallbackTitle('/', { status: 503, message: 'x' })).toBe('');
  });
});
