/**
 * Every path of the web app, written once: `path` is the router's pattern, `href(…)` builds a
 * link to it. The router, the menus and every link, navigate and redirect read them from here
 * (bulletproof-react's `config/paths`). A path with no screen yet has no route, only an href.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));
/** A master's site switch on the dashboard's screens: `?site_id=`. */
const withSite = (path: string, siteId?: string) => (siteId ? `${path}?site_id=${seg(siteId)}` : path);
const dashboardScreen = (path: string) => ({ path, href: (siteId?: string) => withSite(path, siteId) });

const yearly = (base: string) => ({
  path: base,
  href: () => base,
  year: { path: `${base}/:year`, href: (year: number | string) => `${base}/${seg(year)}` },
});

export type PolicyCategory = 'privacy' | 'terms';

export const paths = {
  root: { path: '/', href: () => '/' },
  logout: { path: '/logout', href: () => '/logout' },
  /** The public start page and its dialogs. */
  welcome: {
    path: '/welcome',
    href: () => '/welcome',
    login: { path: '/welcome/login', href: () => '/welcome/login' },
    forgot: { path: '/welcome/forgot', href: () => '/welcome/forgot' },
    checkEligibility: { path: '/welcome/check_eligibility', href: () => '/welcome/check_eligibility' },
  },
  /** The legacy login address: forwards to the welcome page's login dialog. */
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  notFound: { path: '/404', href: () => '/404' },
  serverError: { path: '/500', href: () => '/500' },
  /** Spec 1 §2 go.privacy_terms: /privacy and /terms. */
  policy: {
    privacy: { path: '/privacy', href: () => '/privacy' },
    terms: { path: '/terms', href: () => '/terms' },
    href: (category: PolicyCategory) => `/${category}`,
  },
  unsubscribe: {
    path: '/unsubscribe',
    href: (email?: string) => (email === undefined ? '/unsubscribe' : `/unsubscribe?email=${encodeURIComponent(email)}`),
    byPath: { path: '/unsubscribe/:email' },
  },
  claimImpersonation: {
    path: '/users/impersonate',
    href: (handoffId: string) => `/users/impersonate?impersonate_id=${encodeURIComponent(handoffId)}`,
  },

  home: { path: '/home', href: () => '/home' },
  log: yearly('/log'),
  stats: yearly('/stats'),
  badges: yearly('/badges'),
  notifications: {
    path: '/notifications',
    href: () => '/notifications',
    unread: { path: '/notifications/unread', href: () => '/notifications/unread' },
    all: { path: '/notifications/all', href: () => '/notifications/all' },
  },
  settings: {
    path: '/settings',
    href: () => '/settings',
    personal: { path: '/settings/personal', href: () => '/settings/personal' },
    email: { path: '/settings/email', href: () => '/settings/email' },
    tracking: { path: '/settings/tracking', href: () => '/settings/tracking' },
    /** Whom I muted, to unmute (issue 15 Moderation). */
    muted: { path: '/settings/muted', href: () => '/settings/muted' },
  },
  siteMap: { path: '/site_map', href: () => '/site_map' },
  /** Spec 1 §2 go.u.profileupload: the profile photo's upload and crop. */
  profileUpload: { path: '/profileupload', href: () => '/profileupload' },
  /** Spec 2 §2: an evaluation the participant takes; /evaluation/current opens the first pending one. */
  evaluation: {
    path: '/evaluation/:id',
    href: (id: string) => `/evaluation/${seg(id)}`,
    section: '/evaluation',
    current: { path: '/evaluation/current', href: () => '/evaluation/current' },
  },

  /** Administration (spec 3). */
  sites: { path: '/sites', href: () => '/sites' },
  site: {
    path: '/site/:siteId',
    href: (siteId: string) => `/site/${seg(siteId)}`,
    /** The prefix every /site/… screen shares (menu sections). */
    section: '/site/',
    create: { path: '/site/:siteId/create', href: (placeholder = 'new') => `/site/${seg(placeholder)}/create` },
    edit: { path: '/site/:siteId/edit', href: (siteId: string) => `/site/${seg(siteId)}/edit` },
    users: { path: '/site/:siteId/users', href: (siteId: string) => `/site/${seg(siteId)}/users` },
    /** The legacy singular address of the users list. */
    user: { path: '/site/:siteId/user' },
    /** Not built yet (no route). */
    programs: { path: '/site/:siteId/programs', href: (siteId: string) => `/site/${seg(siteId)}/programs` },
    /** Spec 3 §2.2 go.u.site.badges: the site's badges, a new one, and one's editor. */
    badges: {
      path: '/site/:siteId/badges',
      href: (siteId: string) => `/site/${seg(siteId)}/badges`,
      new: { path: '/site/:siteId/badges/new', href: (siteId: string) => `/site/${seg(siteId)}/badges/new` },
      edit: {
        path: '/site/:siteId/badges/:badgeId/edit',
        href: (siteId: string, badgeId: string) => `/site/${seg(siteId)}/badges/${seg(badgeId)}/edit`,
      },
    },
    /** Spec 3 §2.1: the end-of-program report, by program and by parent or child location. */
    eop: {
      path: '/site/:siteId/eop',
      href: (siteId: string, programId?: string) => `/site/${seg(siteId)}/eop${programId ? `?program_id=${seg(programId)}` : ''}`,
    },
    /** Spec 3 §2.1: a site's reports page (the master's site switch). */
    reports: { path: '/site/:siteId/reports', href: (siteId: string) => `/site/${seg(siteId)}/reports` },
    program: {
      path: '/site/:siteId/program/:programId',
      href: (siteId: string, programId: string) => `/site/${seg(siteId)}/program/${seg(programId)}`,
    },
  },
  /** The signed-in user's own site's programs. */
  programs: { path: '/programs', href: () => '/programs' },
  locations: { path: '/locations', href: () => '/locations' },
  /** Spec 3 §2.2: a site's evaluations, and one's editor (id 'new' creates). */
  siteEvaluations: { path: '/site_evaluations', href: () => '/site_evaluations' },
  siteEvaluation: { path: '/site_evaluation/:siteEvaluationId', href: (id: string) => `/site_evaluation/${seg(id)}` },
  /** Spec 1 §2 messages: the list, a thread, its settings, and a new conversation with a person. */
  messages: {
    path: '/messages',
    href: () => '/messages',
    conversation: {
      path: '/messages/:conversationId',
      href: (id: string) => `/messages/${encodeURIComponent(id)}`,
      edit: { path: '/messages/:conversationId/edit', href: (id: string) => `/messages/${encodeURIComponent(id)}/edit` },
    },
    create: { path: '/conversation_create/:userId', href: (userId: string) => `/conversation_create/${encodeURIComponent(userId)}` },
  },
  policyEditor: { path: '/content/:category', href: (category: PolicyCategory) => `/content/${category}`, section: '/content' },
  themeEdit: { path: '/theme-edit', href: (siteId: string) => `/theme-edit?siteId=${encodeURIComponent(siteId)}` },
  ssoDetails: { path: '/sso_details', href: () => '/sso_details' },
  /** Spec 2 §2 peer challenges; spec 3 §2.2 the catalogue's administration at /challenges and /challenges/:id. */
  challenges: {
    section: '/challenges',
    active: {
      path: '/challenges/active',
      href: (challengeId?: string) => `/challenges/active${challengeId ? `?challenge_id=${encodeURIComponent(challengeId)}` : ''}`,
    },
    history: { path: '/challenges/history', href: () => '/challenges/history' },
    selectUser: {
      path: '/challenges/active/select_user',
      href: (challengeId: string) => `/challenges/active/select_user?challenge=${encodeURIComponent(challengeId)}`,
    },
    selectChallenge: {
      path: '/challenges/active/select_challenge',
      href: (userId?: string) => `/challenges/active/select_challenge${userId ? `?user=${encodeURIComponent(userId)}` : ''}`,
    },
    admin: { path: '/challenges', href: () => '/challenges' },
    edit: { path: '/challenges/:challengeId', href: (challengeId: string) => `/challenges/${seg(challengeId)}` },
  },
  /** Masters: who erased whom and when (issue 13). */
  erasures: { path: '/erasures', href: () => '/erasures' },
  user: {
    settings: { path: '/:userId/settings', href: (userId: string) => `/${seg(userId)}/settings` },
    impersonate: { path: '/:userId/impersonate', href: (userId: string) => `/${seg(userId)}/impersonate` },
  },

  /**
   * Spec 1 §2: addresses of menu entries that are not active (their screens are not built yet).
   * Visiting one redirects to the root path, as a route whose menu entry is inactive does.
   */
  inactive: [
    '/recipes',
    '/tips',
    '/resources',
    '/dashboard',
    '/program_reports',
    '/reporting',
    '/participants',
    '/flagged_posts',
    '/eligibility',
    '/feedback',
    '/help',
    '/contact',
  ],

  /**
   * Spec 2 §2 Goals (the participant's screens under /goals/active and /goals/history) and spec 3
   * §2.2 go.u.site.goals (/goals, the catalogue's administration; /goals/{id} edits one, 'new' adds).
   */
  goals: {
    path: '/goals',
    href: () => '/goals',
    edit: { path: '/goals/:goalId', href: (goalId: string) => `/goals/${seg(goalId)}` },
    active: { path: '/goals/active', href: () => '/goals/active' },
    choose: { path: '/goals/active/choose', href: () => '/goals/active/choose' },
    create: {
      path: '/goals/active/create',
      href: (goalId?: string) => (goalId ? `/goals/active/create?goal_id=${seg(goalId)}` : '/goals/active/create'),
    },
    history: { path: '/goals/history', href: () => '/goals/history' },
  },

  /** Spec 2 §2 Friends: /friends/list, /friends/pending and /friends/search (each with ?friend_id). */
  friends: {
    section: '/friends',
    list: { path: '/friends/list', href: () => '/friends/list' },
    pending: { path: '/friends/pending', href: () => '/friends/pending' },
    search: { path: '/friends/search', href: () => '/friends/search' },
  },

  /**
   * Spec 3 §2.4 the coordinator dashboard: /dashboard/helm (only redirects), /dashboard/reports
   * (program reports), /dashboard/upcoming_launches, /dashboard/participants, /dashboard/stats
   * (per year); `site_id` is a master's site switch. /dashboard/reporting is the reports page.
   */
  dashboard: {
    section: '/dashboard',
    helm: dashboardScreen('/dashboard/helm'),
    programReports: dashboardScreen('/dashboard/reports'),
    upcomingLaunches: dashboardScreen('/dashboard/upcoming_launches'),
    participants: dashboardScreen('/dashboard/participants'),
    stats: {
      ...dashboardScreen('/dashboard/stats'),
      year: { path: '/dashboard/stats/:year', href: (year: number, siteId?: string) => withSite(`/dashboard/stats/${seg(year)}`, siteId) },
    },
    reporting: dashboardScreen('/dashboard/reporting'),
  },

  /** Spec 2 §2 Wall and follows: /following, /following/{filter} ('following' or a followed person's id) and /guidelines. */
  following: { path: '/following', href: () => '/following', filter: { path: '/following/:filter' } },
  guidelines: { path: '/guidelines', href: () => '/guidelines' },

  /** Spec 3 §2.4 /dashboard/notifications: Send Notification (coordinators' announcements). */
  announcements: { path: '/dashboard/notifications', href: () => '/dashboard/notifications' },
  /** Spec 3 §2.4 /dashboard/reporting: the reports screen (the signed-in person's site). */
  reporting: { path: '/dashboard/reporting', href: () => '/dashboard/reporting' },
  /**
   * Spec 2 §2 Wall: /wall/all, /wall/{filter} (my, friends, following, tagged, or a person's id),
   * /wall/post/{id}?reply=; the wall expert area /wallexpert/posts and /wallexpert/walls/{wallable_id};
   * spec 3 §2.4 the coordinator's /dashboard/flagged_posts.
   */
  wall: {
    section: '/wall',
    all: { path: '/wall/all', href: () => '/wall/all' },
    filter: { path: '/wall/:filter', href: (filter: string) => `/wall/${seg(filter)}` },
    post: {
      path: '/wall/post/:postId',
      href: (postId: string, replyId?: string) => `/wall/post/${seg(postId)}${replyId ? `?reply=${seg(replyId)}` : ''}`,
    },
    expertPosts: { path: '/wallexpert/posts', href: () => '/wallexpert/posts' },
    expertWall: { path: '/wallexpert/walls/:wallableId', href: (wallableId: string) => `/wallexpert/walls/${seg(wallableId)}` },
    flagged: { path: '/dashboard/flagged_posts', href: () => '/dashboard/flagged_posts' },
  },
} as const;
