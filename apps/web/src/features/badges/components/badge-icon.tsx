import { useCurrentSite } from '../../../lib/current-site';

interface BadgeIconProps {
  readonly icon: string;
  readonly name: string;
  readonly earned: boolean;
  readonly size?: 'small' | 'large';
}

const isImage = (icon: string) => /^(https?:\/\/|\/)|\.(png|svg|jpe?g|gif|webp)$/i.test(icon);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** Decorative: the badge's name is always written next to it. A locked badge shows the site's locked image, if it set one. */
export function BadgeIcon({ icon, name, earned, size = 'small' }: BadgeIconProps) {
  const lockedImage = useCurrentSite().badge_locked_image;
  const className = `badge-icon badge-icon--${size}${earned ? ' badge-icon--earned' : ' badge-icon--locked'}`;
  if (!earned && lockedImage) return <img src={lockedImage} alt="" className={`${className} badge-icon--locked-image`} />;
  if (isImage(icon)) return <img src={icon} alt="" className={className} />;
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 64 64" className="badge-icon__medal">
        <path d="M20 2h10l6 16h-10zM44 2H34l-6 16h10z" className="badge-icon__ribbon" />
        <circle cx="32" cy="38" r="22" className="badge-icon__disc" />
        <circle cx="32" cy="38" r="17" className="badge-icon__ring" />
        <text x="32" y="44" textAnchor="middle" className="badge-icon__text">
          {initialsOf(name)}
        </text>
      </svg>
    </span>
  );
}
