import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';

interface PersonRowProps {
  readonly name: string;
  readonly detail?: ReactNode;
  readonly highlighted?: boolean;
  readonly children?: ReactNode;
  readonly id?: string;
}

/** One person in a friends list: avatar, name, a line of detail, and the actions. */
export function PersonRow({ name, detail, highlighted = false, children, id }: PersonRowProps) {
  return (
    <li className={`person-row${highlighted ? ' person-row--highlighted' : ''}`} id={id}>
      <Avatar name={name} />
      <div className="person-row__body">
        <p className="person-row__name">{name}</p>
        {detail && <p className="person-row__detail">{detail}</p>}
      </div>
      {children && <div className="person-row__actions">{children}</div>}
    </li>
  );
}
