import { useId, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { BRAND } from '@trg/contract/brand';
import { paths } from '@trg/contract/paths';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { useCartCount } from '../../features/cart/api/get-cart-summary.ts';
import { BrandMark } from '../../components/ui/brand-mark.tsx';

/** The navigation of spec part 1 §2, on every page. */
export function SiteHeader() {
  const auth = useAuth();
  // Hosts and staff buy nothing here: no cart link and no call to the cart API (its routes are the members').
  const hasCart = auth.membership !== 'professionals' && auth.membership !== 'staff';
  const cartCount = useCartCount(auth.isAuthenticated && auth.membership === 'members');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  // The console's pages have their own searches (orders, requests, the audit log): a second search box would only
  // compete with the page's own.
  const inConsole = useLocation().pathname.startsWith(paths.operator);

  // A followed link closes the phone menu.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  const onLogout = async () => {
    setMenuOpen(false);
    await auth.signOut();
    await navigate(paths.home);
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to={paths.home} className="site-header__brand" aria-label={`${BRAND.name}, home`}>
          <BrandMark />
          <span>{BRAND.name}</span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="hamburger" aria-hidden="true" />
        </button>
        <nav id={menuId} className="site-nav" data-open={menuOpen} aria-label="Main" onClick={closeOnLink}>
          <ul>
            {!inConsole && (
              <li>
                {/* A plain GET form (issue 31): it searches before the script has loaded, and costs the pages little script. */}
                <form role="search" action={paths.events}>
                  <input name="q" aria-label="Search events and experiences" />
                  <button>Search</button>
                </form>
              </li>
            )}
            <li>
              <NavLink to={paths.events}>Events</NavLink>
            </li>
            <li>
              <NavLink to={paths.experiences}>Experiences</NavLink>
            </li>
            <li>
              <NavLink to={paths.journal}>Journal</NavLink>
            </li>
            <li>
              <Link to={{ pathname: paths.home, hash: '#services' }}>Services</Link>
            </li>
            {auth.isAuthenticated && (
              <li>
                {auth.membership === 'staff' ? (
                  <NavLink to={paths.operator}>Console</NavLink>
                ) : (
                  <NavLink to={paths.dashboard}>My account</NavLink>
                )}
              </li>
            )}
            <li>
              {auth.isAuthenticated ? (
                <button type="button" className="link-button" onClick={() => void onLogout()}>
                  Logout
                </button>
              ) : (
                <NavLink to={paths.login}>Login</NavLink>
              )}
            </li>
            {hasCart && (
              <li>
                {/* Named by what it shows, "Cart 2", with the unit for screen readers: "Cart 2 items". */}
                <NavLink to={paths.cart} className="site-nav__cart">
                  Cart <span className="badge">{cartCount}</span>
                  <span className="visually-hidden"> {cartCount === 1 ? 'item' : 'items'}</span>
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
