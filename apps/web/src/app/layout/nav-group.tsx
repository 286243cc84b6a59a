import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MENU_NAME_LENGTH, truncateMenuName } from '../../lib/format';
import type { MenuItem } from './menu';
import { MenuIcon } from './menu-icons';
import { UnreadCount } from './unread-count';

/** Spec 1 §2: menus open on hover (after 0.3 s) or click, and close on navigation. */
const HOVER_DELAY_MS = 300;

interface NavGroupProps {
  readonly item: MenuItem;
}

/** A disclosure: a button that shows and hides its list of links. */
export function NavGroup({ item }: NavGroupProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  const listId = useId();
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  // Close on navigation (adjusting state while rendering, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  // The menu wraps on narrow screens: a list that would run off the right edge opens leftwards.
  const listRef = useRef<HTMLUListElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return setAlignEnd(false);
    const button = buttonRef.current?.getBoundingClientRect();
    setAlignEnd(button !== undefined && button.left + list.offsetWidth > document.documentElement.clientWidth);
  }, [open]);

  const hover = (event: PointerEvent, entering: boolean) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(entering), HOVER_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const current = pathname.startsWith(item.section);
  return (
    <li
      ref={containerRef}
      className={`menu__item menu__item--group${open ? ' menu__item--open' : ''}`}
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`menu__button${current ? ' menu__button--current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        title={item.label.length > MENU_NAME_LENGTH ? item.label : undefined}
        onClick={() => {
          window.clearTimeout(hoverTimer.current);
          setOpen((isOpen) => !isOpen);
        }}
      >
        <MenuIcon id={item.id} />
        <span className="menu__label">{truncateMenuName(item.label)}</span>
        {item.count !== undefined && <UnreadCount count={item.count} />}
        <span className="menu__caret" aria-hidden="true" />
      </button>
      <ul ref={listRef} id={listId} className={`menu__sub${alignEnd ? ' menu__sub--end' : ''}`} hidden={!open}>
        {item.links?.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} className="menu__sublink" title={link.label.length > MENU_NAME_LENGTH ? link.label : undefined}>
              {truncateMenuName(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
