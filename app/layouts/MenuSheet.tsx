import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, LOCALES } from '../../contract';
import { $menuPanels, $menuPanelsFailed, $menus, menuPanelsRequested } from '../../features/menu';
import { MobileMenuSheet } from '../../ui/MobileMenuSheet';
import { localeCookie, LOCALE_STORAGE_KEY, localizePath, splitLocale } from '../i18n/locale';
import { setLanguageHref } from '../i18n/setLanguage';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { focusSearchState } from '../shell/searchEntry';
import { menuSheetLabels } from './navLabels';

interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (href: string) => void;
  onAccount: () => void;
}

/** §2 mobile menu sheet joined to the menu model, the search page and the language choice. */
export default function MenuSheet({ open, onOpenChange, onNavigate, onAccount }: MenuSheetProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [menus, panels, panelsFailed, requestPanels] = useUnit([$menus, $menuPanels, $menuPanelsFailed, menuPanelsRequested]);
  // Each opening tries again after a failure.
  useEffect(() => {
    if (open) requestPanels(locale);
  }, [open, locale, requestPanels]);
  const labels = useMemo(() => menuSheetLabels(t), [t]);
  const { path } = splitLocale(location.pathname);
  const languages = LOCALES.map((l) => ({ locale: l, name: LANGUAGE_NAMES[l], href: setLanguageHref(l, localizePath(path, l) + location.search) }));
  const searchAction = href('search', {}, locale);

  return (
    <MobileMenuSheet
      open={open}
      onOpenChange={onOpenChange}
      menus={menus}
      panels={panels}
      panelsFailed={panelsFailed}
      locale={locale}
      labels={labels}
      linkTo={(target) => (target.startsWith('/') ? localizePath(target, locale) : target)}
      onNavigate={onNavigate}
      onSearch={() => void navigate(searchAction, { state: focusSearchState })}
      searchAction={searchAction}
      languages={languages}
      onLanguageSelect={(chosen) => {
        document.cookie = localeCookie(chosen);
        try {
          window.localStorage.setItem(LOCALE_STORAGE_KEY, chosen);
        } catch {
          // Storage can be unavailable; the cookie keeps the choice.
        }
        window.location.assign(localizePath(path, chosen) + location.search);
      }}
      accountHref={localizePath('/account', locale)}
      onAccount={onAccount}
    />
  );
}
