import { avatarHue, initials } from './initials';

interface AvatarProps {
  readonly name: string;
  readonly size?: 'medium' | 'large';
  /** Decorative (the name is written beside it) unless labelled. */
  readonly labelled?: boolean;
  /** The person's profile photo (profile.image: its thumbnail where small); the initials without one. */
  readonly imageUrl?: string | null;
}

/** A person's photo, or their initials in a circle, its colour stable per name. */
export function Avatar({ name, size = 'medium', labelled = false, imageUrl }: AvatarProps) {
  return (
    <span
      className={`avatar${size === 'large' ? ' avatar--large' : ''}`}
      style={{ ['--avatar-bg' as string]: `hsl(${avatarHue(name)} 55% 32%)` }}
      {...(labelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
    >
      {imageUrl ? <img className="avatar__image" src={imageUrl} alt="" /> : initials(name)}
    </span>
  );
}
