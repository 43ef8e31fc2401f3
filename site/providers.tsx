import { useMemo, type ReactNode } from 'react';
import { LangContext, siteLanguage, type LanguagePack } from './i18n/context';
import { useMenuStore, type MenuStore } from './liveMenu';
import { RouterContext, type Router } from './router';
import { CartProvider, MenuContext, MenuRefreshContext, type CartStore } from './store';

/**
 * Everything a site component reads from its surroundings: the language, the router, the menu
 * (in the page's language) and the cart. The App wraps the whole page in it; each island of the
 * landing page (islands.tsx) wraps itself in one, over the same menu and cart stores.
 */
export function SiteProviders({
  pack,
  router,
  menuStore,
  cartStore,
  children,
}: {
  pack: LanguagePack;
  router: Router;
  menuStore: MenuStore;
  cartStore?: CartStore;
  children: ReactNode;
}) {
  const language = useMemo(() => siteLanguage(pack), [pack]);
  const menu = useMenuStore(menuStore);
  // The pages read names only: a Hindi page gets them in Hindi (where the kitchen wrote them).
  const shown = useMemo(() => pack.menu?.(menu) ?? menu, [pack, menu]);
  return (
    <LangContext.Provider value={language}>
      <RouterContext.Provider value={router}>
        <MenuContext.Provider value={shown}>
          <MenuRefreshContext.Provider value={menuStore.refresh}>
            <CartProvider menu={shown} store={cartStore}>
              {children}
            </CartProvider>
          </MenuRefreshContext.Provider>
        </MenuContext.Provider>
      </RouterContext.Provider>
    </LangContext.Provider>
  );
}
