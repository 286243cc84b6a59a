import { paths } from '../config/paths';

interface LandingInput {
  readonly role: string;
  readonly hostname: string;
  /** Spec 1 §2: a participant with pending evaluations goes to the current one. */
  readonly pendingEvaluationIds?: readonly string[];
}

/** The wall expert posts screen (poster landing, spec 1 §2). */
export const WALL_EXPERT_POSTS_PATH = paths.wall.expertPosts.href();

const isDashboardHost = (hostname: string) => hostname.split('.')[0]?.toLowerCase() === 'dashboard';

/**
 * Spec 1 §2 root path for a signed-in user: pending evaluations go to the current evaluation; on a dashboard subdomain a Master goes to the sites
 * list and a Poster to the wall expert posts; anyone else goes home.
 */
export function landingPath({ role, hostname, pendingEvaluationIds = [] }: LandingInput): string {
  if (role === 'user' && pendingEvaluationIds.length > 0) return paths.evaluation.current.href();
  if (isDashboardHost(hostname) && role === 'master') return paths.sites.href();
  if (isDashboardHost(hostname) && role === 'poster') return WALL_EXPERT_POSTS_PATH;
  return paths.home.href();
}
