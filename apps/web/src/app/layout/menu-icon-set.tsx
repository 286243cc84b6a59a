import {
  Award,
  Bell,
  Building2,
  ChartColumn,
  ClipboardList,
  House,
  LayoutGrid,
  Megaphone,
  MessagesSquare,
  NotebookPen,
  Settings,
  ShieldCheck,
  SquareLibrary,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each top-level menu entry (by MenuItem id); named imports, so only these ship. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  master: ShieldCheck,
  home: House,
  log: NotebookPen,
  stats: ChartColumn,
  badges: Award,
  notifications: Bell,
  // The header's Messages link (spec 1 §2 usermenu), loaded with the menu's icons, off the entry chunk.
  messages: MessagesSquare,
  content: SquareLibrary,
  coordinator: ClipboardList,
  site: Building2,
  poster: Megaphone,
  settings: Settings,
  more: LayoutGrid,
};

export function MenuIcon({ id }: { readonly id: string }) {
  const Icon = ICONS[id];
  return Icon ? <Icon className="icon icon--sm menu__icon" aria-hidden="true" /> : null;
}
