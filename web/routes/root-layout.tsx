import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { SessionProvider } from '../session/session.tsx';

// sonner is not needed to paint the page; it loads right after (see components/notify.ts).
const AppToaster = lazy(() => import('../components/app-toaster.tsx'));

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <SessionProvider>
      <a href="#inhalt" className="skip-link">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="site-main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <ScrollRestoration />
    </SessionProvider>
  );
}
