import { NavLink } from 'react-router';
import { MENU_NAME_LENGTH, truncateMenuName } from '../../lib/format';
import type { MenuItem } from './menu';
import { MenuIcon } from './menu-icons';
import { NavGroup } from './nav-group';

export function NavMenu({ items }: { readonly items: readonly MenuItem[] }) {
  return (
    <ul className="menu">
      {items.map((item) =>
        item.links ? (
          <NavGroup key={item.id} item={item} />
        ) : (
          <li key={item.id} className="menu__item">
            <NavLink
              to={item.to ?? item.section}
              className="menu__link"
              title={item.label.length > MENU_NAME_LENGTH ? item.label : undefined}
            >
              <MenuIcon id={item.id} />
              <span className="menu__label">{truncateMenuName(item.label)}</span>
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
