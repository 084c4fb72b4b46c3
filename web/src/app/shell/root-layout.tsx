import { PRODUCT_NAME } from '@crewspace/common/models';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { UpdatePrompt } from '@/features/pwa';
import { trackPageView } from '@/lib/firebase/analytics';

/**
 * Every route: keeps the page title on the product name, tracks a page view per route change and
 * offers a new version of the app once one has installed.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = PRODUCT_NAME;
    void trackPageView(pathname, PRODUCT_NAME);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
