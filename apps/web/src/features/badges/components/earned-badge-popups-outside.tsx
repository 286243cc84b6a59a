import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { EarnedBadgePopups } from './earned-badge-popups';
import './badges.css';

/** The signed-in shell's popups: on every screen but the badges gallery, which shows its own. */
export function EarnedBadgePopupsOutsideGallery() {
  const { pathname } = useLocation();
  return pathname.startsWith(paths.badges.path) ? null : <EarnedBadgePopups />;
}
