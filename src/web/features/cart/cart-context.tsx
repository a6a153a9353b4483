import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  addItem as addCartItem,
  removeItem as removeCartItem,
  sanitizeStoredCart,
  totalItems,
  totalPrice,
  updateQuantity as updateCartQuantity,
  type CartItem,
  type CartItemInput,
} from "../../../shared/rules/cart";

const CART_STORAGE_KEY = "cart";

type CartValue = {
  items: CartItem[];
  /** False until the stored cart has been read (after hydration): an empty list then means "not known yet". */
  ready: boolean;
  totalItems: number;
  totalPrice: number;
  addItem: (item: CartItemInput) => void;
  addItems: (items: CartItemInput[]) => void;
  updateQuantity: (id: CartItem["id"], quantity: number) => void;
  removeItem: (id: CartItem["id"]) => void;
  clearCart: () => void;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
};

const CartContext = createContext<CartValue | null>(null);

/** The cart, kept on this device: it survives a reload through local storage. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    try {
      const stored = localStorage.getItem(CART_STORAGE_KEY);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only in the browser: reading it after hydration keeps the server HTML and the first client render identical
      if (stored) setItems(sanitizeStoredCart(JSON.parse(stored)));
    } catch {
      // A corrupt or refused store starts an empty cart.
    }
    loaded.current = true;
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      try {
        setItems(sanitizeStoredCart(event.newValue ? JSON.parse(event.newValue) : []));
      } catch {
        setItems([]);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the cart still works for this visit.
    }
  }, [items]);

  const addItem = useCallback((item: CartItemInput) => setItems((current) => addCartItem(current, item)), []);
  const addItems = useCallback(
    (list: CartItemInput[]) => setItems((current) => list.reduce((acc, item) => addCartItem(acc, item), current)),
    [],
  );
  const updateQuantity = useCallback(
    (id: CartItem["id"], quantity: number) => setItems((current) => updateCartQuantity(current, id, quantity)),
    [],
  );
  const removeItem = useCallback((id: CartItem["id"]) => setItems((current) => removeCartItem(current, id)), []);
  const clearCart = useCallback(() => setItems([]), []);

  const value = useMemo<CartValue>(
    () => ({
      items,
      ready,
      totalItems: totalItems(items),
      totalPrice: totalPrice(items),
      addItem,
      addItems,
      updateQuantity,
      removeItem,
      clearCart,
      isOpen,
      setOpen,
    }),
    [items, ready, addItem, addItems, updateQuantity, removeItem, clearCart, isOpen],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
