/**
 * A site navigation bar on Radix Navigation Menu (`@radix-ui/react-navigation-menu`): a
 * named `<nav>` around a list, whose entries are plain links (any `<li>`) or
 * {@link NavigationMenuPanel}s — a disclosure button opening a panel of links.
 *
 * Unlike Radix's default, a panel opens on click (and Enter or Space) only, never on hover.
 * It closes on a second click, on Escape (focus back to its button when it was inside), on a
 * press outside, when focus leaves its entry, and on any navigation.
 */
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';

type RadixParts = typeof import('./navigation-menu-radix');

/** The Radix parts once loaded; fetched when a reader first reaches for the bar. */
let RadixNavigationMenu: RadixParts | undefined;
let loadingRadix: Promise<RadixParts> | undefined;

function loadRadix(): Promise<RadixParts> {
  loadingRadix ??= import('./navigation-menu-radix').then(
    (parts) => (RadixNavigationMenu = parts),
    (error: unknown) => {
      loadingRadix = undefined; // a later press tries again
      throw error;
    },
  );
  return loadingRadix;
}

interface MenuState {
  /** The value of the open panel, '' when none is. */
  value: string;
  /** Closes panel `value` if it is the open one. */
  close: (value: string) => void;
}

interface MenuMode {
  /** False in the server render and the hydration pass: panels are links to their index. */
  hydrated: boolean;
  /** False until the reader reaches for the bar: panels are plain buttons, Radix not mounted. */
  enhanced: boolean;
  /** Mounts the Radix bar with panel `value` open, its button focused. */
  open: (value: string) => void;
  /** The panel whose Radix button takes focus when it mounts ('' for none). */
  focusOnMount: string;
}

const MenuContext = createContext<MenuState & MenuMode>({
  value: '',
  close: () => undefined,
  hydrated: true,
  enhanced: true,
  open: () => undefined,
  focusOnMount: '',
});

/**
 * The navigation bar: `<nav aria-label={label}>` around a `<ul>` of `children`.
 *
 * Radix wraps the list in a `position: relative` box; it is made static here so that a panel
 * is placed against the nearest positioned ancestor of the bar (e.g. a sticky header).
 *
 * That box carries an inline `style`, which the strict CSP refuses in served HTML (decision 0018):
 * the server render and the hydration pass render a plain `<nav><ul>` instead, whose panels
 * are links to their `href` (so the bar also works without JavaScript). After hydration the
 * panels become plain disclosure buttons, and the Radix bar, looking the same, takes their
 * place when one of them is pressed: that panel opens and its (new) button has the focus.
 * Mounting Radix right after hydration cost the phone
 * ~125 ms of main thread (4× CPU throttling) in the page's longest task (decision 0034), and
 * its code is loaded only then too (navigation-menu-radix.ts), out of every page's first
 * script.
 */
export function NavigationMenu({
  label,
  className = '',
  listClassName,
  children,
}: {
  label: string;
  className?: string;
  listClassName?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  // Open only at the location it was opened at: every navigation closes it.
  const [opened, setOpened] = useState<{ value: string; at: string } | null>(null);
  const value = opened?.at === location.key ? opened.value : '';
  const close = (panel: string) => setOpened((before) => (before?.value === panel ? null : before));
  const hydrated = useHydrated();
  const [enhanced, setEnhanced] = useState(false);

  const [focusOnMount, setFocusOnMount] = useState('');
  const open = (panel: string) => {
    loadRadix().then(
      () => {
        setEnhanced(true);
        setFocusOnMount(panel);
        setOpened({ value: panel, at: location.key });
      },
      () => undefined, // offline: the panel's button stays a button; a later press tries again
    );
  };
  const mode = { hydrated, enhanced, open, focusOnMount };

  if (!enhanced || !RadixNavigationMenu) {
    // Fetched ahead as a pointer comes over the bar or focus enters it.
    const preload = () => void loadRadix().catch(() => undefined);
    return (
      <MenuContext.Provider value={{ value: '', close, ...mode }}>
        <nav aria-label={label} className={className} onPointerEnter={preload} onFocus={preload}>
          <ul className={listClassName}>{children}</ul>
        </nav>
      </MenuContext.Provider>
    );
  }
  return (
    <MenuContext.Provider value={{ value, close, ...mode }}>
      <RadixNavigationMenu.Root
        aria-label={label}
        value={value}
        onValueChange={(next) => setOpened(next ? { value: next, at: location.key } : null)}
        className={`${className} [&>div]:static!`}
      >
        <RadixNavigationMenu.List className={listClassName}>{children}</RadixNavigationMenu.List>
      </RadixNavigationMenu.Root>
    </MenuContext.Provider>
  );
}

/** Keeps Radix from opening or closing a panel as the mouse passes over it. */
const noHover = (event: SyntheticEvent) => event.preventDefault();

/**
 * One entry of a {@link NavigationMenu}: a button (`aria-expanded`, `aria-controls` while
 * open, `data-state` open or closed) and the panel it opens, mounted only while open. The
 * button is a `group`, so its content can follow the state (`group-data-[state=open]:…`).
 * @param value the panel's name, unique in the bar
 * @param href where the entry links before hydration and without JavaScript (the panel's index)
 * @param trigger the button's content
 * @param triggerProps the button's class and data attributes
 * @param panelClassName the panel's classes (its placement among them)
 */
export function NavigationMenuPanel({
  value,
  href,
  trigger,
  triggerProps,
  panelClassName,
  children,
}: {
  value: string;
  href: string;
  trigger: ReactNode;
  triggerProps?: { className?: string } & Record<`data-${string}`, string | boolean | undefined>;
  panelClassName?: string;
  children: ReactNode;
}) {
  const menu = useContext(MenuContext);
  const open = menu.value === value;
  const triggerRef = useRef<HTMLButtonElement>(null);

  // While open, Radix puts an empty, aria-hidden focus proxy (tabindex 0) after the button, for
  // panels rendered elsewhere; axe counts it as a focusable hidden element (radix-ui/primitives
  // #3085). Here the panel follows the button, so Tab needs no proxy: it is taken out of the
  // tab order (Radix still focuses it from code on leaving the panel, which is allowed).
  useLayoutEffect(() => {
    const proxy = triggerRef.current?.nextElementSibling;
    if (open && proxy?.getAttribute('aria-hidden') === 'true') proxy.setAttribute('tabindex', '-1');
  }, [open]);

  // The Radix button replaces the plain one that was pressed: focus follows it.
  const focusNow = menu.enhanced && menu.focusOnMount === value;
  useLayoutEffect(() => {
    if (focusNow) triggerRef.current?.focus();
  }, [focusNow]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) menu.close(value);
  };

  if (!menu.hydrated) {
    return (
      <li>
        <Link to={href} {...triggerProps} className={`group ${triggerProps?.className ?? ''}`}>
          {trigger}
        </Link>
      </li>
    );
  }
  if (!menu.enhanced || !RadixNavigationMenu) {
    return (
      <li>
        <button
          type="button"
          aria-expanded="false"
          data-state="closed"
          {...triggerProps}
          className={`group ${triggerProps?.className ?? ''}`}
          onClick={() => menu.open(value)}
        >
          {trigger}
        </button>
      </li>
    );
  }
  return (
    <RadixNavigationMenu.Item value={value} onBlur={onBlur}>
      <RadixNavigationMenu.Trigger
        ref={triggerRef}
        {...triggerProps}
        className={`group ${triggerProps?.className ?? ''}`}
        onPointerMove={noHover}
        onPointerLeave={noHover}
      >
        {trigger}
      </RadixNavigationMenu.Trigger>
      <RadixNavigationMenu.Content className={panelClassName} onPointerLeave={noHover}>
        {children}
      </RadixNavigationMenu.Content>
    </RadixNavigationMenu.Item>
  );
}
