import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useBookingUrl } from '@web/lib/public-config';
import { signInPathFor } from '@web/lib/sign-in-path';
import { useViewer } from '@web/lib/viewer';
import { headerLinkClass as linkClass } from './header-link-class';

// Signed-out visitors (most first paints) never download the bell, the account menu and signing out.
const AccountControls = lazy(() => import('./account-controls'));
const MobileAccountMenu = lazy(() =>
  import('./account-controls').then((module) => ({ default: module.MobileAccountMenu })),
);

export function SiteHeader() {
  const { viewer } = useViewer();
  const here = useLocation();
  const { pathname } = here;
  // Signing in from the header comes back to the page it was opened on (not on /auth itself).
  const signInPath = pathname === '/auth' ? '/auth' : signInPathFor(here);
  const bookingUrl = useBookingUrl();
  const [menuOpen, setMenuOpen] = useState(false);
  const outcomesActive = pathname.startsWith('/outcomes') || pathname.startsWith('/catalog');

  const menuButton = useRef<HTMLElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open mobile menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const navLinks = (
    <>
      <NavLink to="/" end className={({ isActive }) => linkClass(isActive)}>
        Home
      </NavLink>
      {viewer && (
        <NavLink to="/dashboard" className={({ isActive }) => linkClass(isActive)}>
          Dashboard
        </NavLink>
      )}
      {viewer?.expertStatus && viewer.expertStatus !== 'rejected' && (
        <NavLink to="/expert" className={({ isActive }) => linkClass(isActive)}>
          Expert area
        </NavLink>
      )}
      {(viewer?.isAdmin || viewer?.adminMfaRequired) && (
        <NavLink to="/admin" className={({ isActive }) => linkClass(isActive)}>
          Admin
        </NavLink>
      )}
      <Link to="/outcomes" className={linkClass(outcomesActive)} aria-current={outcomesActive ? 'page' : undefined}>
        Outcomes
      </Link>
      <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={linkClass(false)}>
        Contact
      </a>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label="Outcome Marketplace home">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">O</span>
          <span className="hidden sm:inline">Outcome Marketplace</span>
        </Link>
        <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
          {navLinks}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {viewer ? (
            <Suspense fallback={<span className="size-9" aria-hidden />}>
              <AccountControls viewer={viewer} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button variant="ghost" asChild>
                <Link to={signInPath}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/auth">Get Started</Link>
              </Button>
            </div>
          )}
          {/* A <details>: before the page's script runs (a slow phone's first seconds) the menu opens natively; once
              it runs, React keeps it open or closed. */}
          <details className="md:hidden" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
            <summary
              ref={menuButton}
              role="button"
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                'list-none [&::-webkit-details-marker]:hidden',
              )}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={(event) => {
                event.preventDefault();
                setMenuOpen((open) => !open);
              }}
            >
              {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
            </summary>
            <div id="mobile-menu" className="absolute inset-x-0 top-16 border-y border-slate-200 bg-white px-4 py-3">
              <nav className="flex flex-col gap-1" aria-label="Mobile">
                {navLinks}
              </nav>
              <div className="mt-3 border-t border-slate-200 pt-3">
                {viewer ? (
                  <Suspense fallback={null}>
                    <MobileAccountMenu viewer={viewer} />
                  </Suspense>
                ) : (
                  <div className="flex gap-2">
                    <Button variant="outline" className="flex-1" asChild>
                      <Link to={signInPath}>Sign In</Link>
                    </Button>
                    <Button className="flex-1" asChild>
                      <Link to="/auth">Get Started</Link>
                    </Button>
                  </div>
                )}
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
