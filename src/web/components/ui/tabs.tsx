import { createContext, useContext, useId, type HTMLAttributes, type KeyboardEvent, type ReactNode } from "react";

/*
 * Tabs after the WAI-ARIA tabs pattern: a tablist of buttons with one tab stop (the selected tab),
 * arrow keys, Home and End to move, and selection following focus. Written here rather than taken
 * from a component library because the pages that use it must fit their first-load budget, and
 * this is the whole of what they need.
 */

type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tab, TabList and TabPanel belong inside <Tabs>");
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<HTMLAttributes<HTMLDivElement>, "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
};

export function Tabs({ value, onValueChange, children, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Moves focus (and with it the selection) along the tabs; arrows follow the reading direction. */
function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const current = tabs.indexOf(event.currentTarget);
  if (current === -1) return;
  const rtl = getComputedStyle(list).direction === "rtl";
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let next: number;
  if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = tabs.length - 1;
  else return;
  event.preventDefault();
  tabs[next].focus();
  tabs[next].click();
}

export function TabList({ children, ...props }: HTMLAttributes<HTMLDivElement> & { "aria-label": string }) {
  return (
    <div role="tablist" aria-orientation="horizontal" {...props}>
      {children}
    </div>
  );
}

/** A tab; `data-state` is "active" or "inactive", for styling. */
export function Tab({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { value: selected, select, baseId } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={className}
      onClick={() => select(value)}
      onKeyDown={onTabKeyDown}
    >
      {children}
    </button>
  );
}

/**
 * A tab's panel. Inactive panels are left out, unless `forceMount` keeps them in the page
 * (hidden by the caller's `data-[state=inactive]` style), so the server's HTML holds them all.
 */
export function TabPanel({
  value,
  forceMount = false,
  className,
  children,
}: {
  value: string;
  forceMount?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { value: selected, baseId } = useTabs();
  const active = value === selected;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
