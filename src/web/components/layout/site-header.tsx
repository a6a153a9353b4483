import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Menu, ShoppingCart } from "lucide-react";
import { BRAND } from "../../../shared/brand";
import { AccountControl } from "~/features/auth/account-control";
import { useAuthDialogs, useSignedInAccount } from "~/features/auth/auth-dialogs";
import { useCart } from "~/features/cart/cart-context";
import { LanguagePicker } from "~/features/language/language-picker";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { BrandMark } from "./brand-mark";
import { LinkStrip } from "./link-strip";
import { RecipeSearchBox } from "./recipe-search-box";

// Panels that only matter once opened load on demand, keeping the first page light.
const loadMobileMenu = () => import("./mobile-menu");
const loadCartPanel = () => import("~/features/cart/cart-panel");
const MobileMenu = lazy(loadMobileMenu);
const CartPanel = lazy(loadCartPanel);

export function SiteHeader() {
  const { t } = useI18n();
  const cart = useCart();
  const account = useSignedInAccount();
  const authDialogs = useAuthDialogs();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const count = cart.totalItems;
  const menuButton = useRef<HTMLButtonElement>(null);
  const cartButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
        <div className="container-page flex h-16 items-center gap-2">
          <button
            ref={menuButton}
            type="button"
            className="grid size-11 place-items-center rounded-full hover:bg-sand lg:hidden"
            aria-label={t("nav.openMenu")}
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden />
          </button>
          <Link to={paths.home} className="flex items-center gap-2 rounded-lg" aria-label={`${BRAND.name}, ${t("common.home")}`}>
            <BrandMark className="size-9" />
            <span translate="no" className="font-display text-xl font-semibold tracking-tight whitespace-nowrap text-herb-dark sm:text-2xl">
              {BRAND.name}
            </span>
          </Link>
          <RecipeSearchBox className="mx-4 hidden max-w-md flex-1 md:block" />
          <div className="ms-auto flex items-center gap-1">
            <LanguagePicker />
            {/* The admin area has one address, outside the language versions: a plain link leaves them. */}
            <a
              href={paths.admin}
              className="hidden h-11 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-sand sm:inline-flex"
            >
              {t("nav.admin")}
            </a>
            <AccountControl />
            <button
              ref={cartButton}
              type="button"
              className="relative grid size-11 place-items-center rounded-full hover:bg-sand"
              aria-label={count > 0 ? t("cart.openWithCount", { count }) : t("cart.open")}
              onPointerEnter={() => void loadCartPanel()}
              onClick={() => {
                setCartLoaded(true);
                cart.setOpen(true);
              }}
            >
              <ShoppingCart className="size-6" aria-hidden />
              {count > 0 ? (
                <span
                  data-testid="cart-count"
                  className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-saffron px-1 text-xs font-bold text-ink"
                  aria-hidden
                >
                  {count}
                </span>
              ) : null}
            </button>
          </div>
        </div>
        <Suspense fallback={null}>
          {menuLoaded ? (
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} account={account} onAuth={authDialogs.open} />
          ) : null}
          {cartLoaded || cart.isOpen ? <CartPanel returnFocusTo={cartButton} /> : null}
        </Suspense>
      </header>
      {/* The link strip scrolls away with the page; only the top bar stays. */}
      <LinkStrip currentPath={pathname} />
    </>
  );
}
