import { Outlet } from 'react-router';
import { SiteHeader } from '../components/site-header.tsx';

export function RootLayout() {
  return (
    <>
      <SiteHeader />
      <main id="inhalt" className="site-main">
        <Outlet />
      </main>
    </>
  );
}
