import { sql, type Expression, type ExpressionBuilder, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { isWallModerator, mayDelete, mayReport, type Role } from '@wellway/domain';
import type { Database, ReadModelDb as Db } from '../database.js';
import { notMutedBy } from '../mutes/queries.js';
import type { WallPostTable } from './table.js';

/** Spec 2 §9: a wall page holds 30 posts, each with its first 2 comments. */
export const WALL_PAGE_SIZE = 30;
export const COMMENTS_SHOWN = 2;
/** Spec 2 §9: the likes popover names at most 10 people. */
export const LIKES_NAMED = 10;

/** Who reads: hidden posts show to their author and to moderators only (master, coordinator, poster). */
export interface WallReader {
  readonly siteId: string;
  readonly userId: string;
  readonly role: Role;
  /** Whom the reader muted (mutedIdsOf): their posts and comments are left out for the reader, moderators too. */
  readonly mutedIds?: readonly string[];
}

/** Spec 2 §2: /wall/{filter}: all, my, friends, following, tagged, or a person's id. */
export type WallFilter = 'all' | 'my' | 'friends' | 'following' | 'tagged' | { readonly userId: string };

export interface PersonView {
  readonly id: string;
  readonly profile: { readonly first_name: string; readonly last_name: string; readonly full_name: string; readonly image: string | null };
}

export interface LikeView {
  readonly user_id: string;
  readonly likeable_id: string;
  readonly likeable_type: 'Post';
  readonly user: PersonView;
}

/** Spec 2 §3 Post, as one reader sees it (with what they may do to it, from the one permission rule). */
export interface PostView {
  readonly id: string;
  readonly content: string;
  readonly wallable_id: string;
  readonly wallable_type: string;
  readonly parent_post_id: string | null;
  readonly depth: number;
  readonly tagged_users: PersonView[];
  readonly postable_type: string | null;
  readonly postable_id: string | null;
  /** A shared goal's title (null: none, or gone). */
  readonly postable: { readonly id: string; readonly title: string } | null;
  readonly photo: string | null;
  /** At most 10 likers, the reader first when they like it. */
  readonly likes: { readonly data: LikeView[] };
  readonly likes_count: number;
  readonly liked: boolean;
  readonly user: PersonView & { readonly is_wall_expert: boolean };
  readonly created_at: string;
  readonly is_flagged: boolean;
  readonly flagged_by: string | null;
  readonly is_hidden: boolean;
  readonly reported: boolean;
  readonly posts: PostView[];
  readonly posts_count: number;
  readonly wall_moderator_name: string | null;
  readonly can_delete: boolean;
  readonly can_report: boolean;
  readonly can_unreport: boolean;
}

type PostRow = Pick<
  Selectable<WallPostTable>,
  | 'id'
  | 'site_id'
  | 'user_id'
  | 'content'
  | 'photo'
  | 'wallable_type'
  | 'wallable_id'
  | 'parent_post_id'
  | 'depth'
  | 'tagged_user_ids'
  | 'postable_type'
  | 'postable_id'
  | 'author_is_wall_expert'
  | 'like_count'
  | 'comment_count'
  | 'report_count'
  | 'flagged_by'
  | 'is_hidden'
  | 'position'
  | 'created_at'
>;

const postColumns = [
  'p.id',
  'p.site_id',
  'p.user_id',
  'p.content',
  'p.photo',
  'p.wallable_type',
  'p.wallable_id',
  'p.parent_post_id',
  'p.depth',
  'p.tagged_user_ids',
  'p.postable_type',
  'p.postable_id',
  'p.author_is_wall_expert',
  'p.like_count',
  'p.comment_count',
  'p.report_count',
  'p.flagged_by',
  'p.is_hidden',
  'p.created_at',
  'p.position',
] as const;

type PostsEb = ExpressionBuilder<Database & { p: WallPostTable }, 'p'>;

/** Live posts the reader may see: not deleted; hidden ones only to their author and moderators. */
function visibleTo(eb: PostsEb, reader: WallReader): Expression<SqlBool> {
  const live = eb('p.deleted_at', 'is', null);
  const unmuted = reader.mutedIds?.length ? eb.and([live, notMutedBy('p.user_id', reader.mutedIds)]) : live;
  return isWallModerator(reader.role)
    ? unmuted
    : eb.and([unmuted, eb.or([eb('p.is_hidden', '=', false), eb('p.user_id', '=', reader.userId)])]);
}

function friendsOf(eb: PostsEb, reader: WallReader) {
  return eb
    .selectFrom('friendships as f')
    .select(sql<string>`case when f.sender_id = ${reader.userId} then f.friendee_id else f.sender_id end`.as('friend_id'))
    .where('f.site_id', '=', reader.siteId)
    .where('f.status', '=', 'A')
    .where((w) => w.or([w('f.sender_id', '=', reader.userId), w('f.friendee_id', '=', reader.userId)]));
}

function filtered(eb: PostsEb, filter: WallFilter, reader: WallReader): Expression<SqlBool> {
  if (typeof filter === 'object') return eb('p.user_id', '=', filter.userId);
  switch (filter) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'my':
      return eb('p.user_id', '=', reader.userId);
    case 'friends':
      return eb('p.user_id', 'in', friendsOf(eb, reader));
    case 'following':
      return eb(
        'p.user_id',
        'in',
        eb
          .selectFrom('follows as fo')
          .select('fo.followee_id')
          .where('fo.follower_id', '=', reader.userId)
          .where('fo.site_id', '=', reader.siteId),
      );
    case 'tagged':
      return sql<SqlBool>`p.tagged_user_ids @> array[${reader.userId}]::text[]`;
  }
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || 'Former participant';

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  image: string | null;
}

function person(users: ReadonlyMap<string, UserRow>, id: string): PersonView {
  const user = users.get(id);
  const first_name = user?.first_name ?? '';
  const last_name = user?.last_name ?? '';
  return { id, profile: { first_name, last_name, full_name: fullName(first_name, last_name), image: user?.image ?? null } };
}

/** A query of post rows (`postColumns` of `wall_posts as p`), in the order they are shown. */
type PostRowsQuery = SelectQueryBuilder<Database & { p: WallPostTable }, 'p', PostRow>;

interface PersonRow extends UserRow {
  deleted: boolean;
}

type ShownRow = PostRow & {
  is_top: boolean;
  people: PersonRow[];
  likers: (PersonRow & { user_id: string })[];
  reported: boolean;
  goal_title: string | null;
  /** Only read for a reader who muted someone. */
  muted_comments?: string | null;
};

const personColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.image_thumbnail_url as image',
  sql<boolean>`u.deleted_at is not null`.as('deleted'),
] as const;

/**
 * The rows of `top` and (withComments) their first comments the reader may see, each with its
 * author and tagged people, at most 10 likers (the reader first), the reader's report and a shared
 * goal's title: one statement, one round trip, for every reader (a wall page was three in a row, then four beside).
 */
function shownRows(db: Db, reader: WallReader, top: PostRowsQuery, withComments: number | 'all') {
  return (
    db
      .with('top', () => top)
      .with('comments', (qc) =>
        qc
          .selectFrom('top')
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom('wall_posts as p')
                .select(postColumns)
                .whereRef('p.parent_post_id', '=', 'top.id')
                .where((w) => visibleTo(w, reader))
                .orderBy('p.position')
                .$if(withComments !== 'all', (q) => q.limit(withComments as number))
                .as('c'),
            (join) => join.onTrue(),
          )
          .selectAll('c'),
      )
      .with('shown', (qc) =>
        qc
          .selectFrom('top')
          .selectAll('top')
          .select([sql<boolean>`true`.as('is_top'), sql<bigint | null>`row_number() over ()`.as('shown_at')])
          .unionAll(
            qc
              .selectFrom('comments')
              .selectAll('comments')
              .select([sql<boolean>`false`.as('is_top'), sql<bigint | null>`null`.as('shown_at')]),
          ),
      )
      .selectFrom('shown as p')
      .selectAll('p')
      // `top`'s rows in its order (a materialised CTE is read back as written), then the comments in thread order.
      .orderBy(sql`p.shown_at`, (ob) => ob.asc().nullsLast())
      .orderBy('p.position')
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('users as u')
            .select(personColumns)
            .where(sql<SqlBool>`u.id = any(array_append(p.tagged_user_ids, p.user_id))`),
        ).as('people'),
        jsonArrayFrom(
          eb
            .selectFrom('wall_likes as l')
            .innerJoin('users as u', 'u.id', 'l.user_id')
            .select(['l.user_id', ...personColumns])
            .whereRef('l.post_id', '=', 'p.id')
            .orderBy(sql`l.user_id = ${reader.userId}`, 'desc')
            .orderBy('l.created_at')
            .limit(LIKES_NAMED),
        ).as('likers'),
        eb
          .exists(
            eb
              .selectFrom('wall_reports as r')
              .select('r.post_id')
              .whereRef('r.post_id', '=', 'p.id')
              .where('r.user_id', '=', reader.userId),
          )
          .as('reported'),
        eb
          .selectFrom('user_goals as g')
          .select('g.title')
          .where('p.postable_type', '=', 'Goal')
          .whereRef('g.id', '=', 'p.postable_id')
          .where('g.deleted_at', 'is', null)
          .as('goal_title'),
      ])
      // Live comments by people the reader muted leave the counts they see; a reader without mutes reads no extra column.
      .$if(Boolean(reader.mutedIds?.length), (q) =>
        q.select((eb) =>
          eb
            .selectFrom('wall_posts as mc')
            .select((c) => c.fn.countAll<string>().as('n'))
            .whereRef('mc.parent_post_id', '=', 'p.id')
            .where('mc.user_id', 'in', [...reader.mutedIds!])
            .where('mc.deleted_at', 'is', null)
            .as('muted_comments'),
        ),
      )
      .execute() as Promise<ShownRow[]>
  );
}

/** Everything a list of posts shows beyond its rows (comments, likes, reports, people, goals), read with them. */
async function hydrate(db: Db, reader: WallReader, top: PostRowsQuery, withComments: number | 'all'): Promise<PostView[]> {
  const shown = await shownRows(db, reader, top, withComments);
  if (shown.length === 0) return [];
  const users = new Map<string, UserRow>();
  for (const row of shown) {
    for (const user of [...row.people, ...row.likers]) {
      users.set(user.id, user.deleted ? { ...user, first_name: '', last_name: '', image: null } : user);
    }
  }
  const actor = { userId: reader.userId, role: reader.role };
  const view = (row: ShownRow, posts: PostView[]): PostView => {
    const likesData = row.likers.map((like): LikeView => ({
      user_id: like.user_id,
      likeable_id: row.id,
      likeable_type: 'Post',
      user: person(users, like.user_id),
    }));
    const state = { authorId: row.user_id, authorIsWallExpert: row.author_is_wall_expert, reports: row.reported ? [reader.userId] : [] };
    const flagged = row.report_count > 0 || row.is_hidden;
    return {
      id: row.id,
      content: row.content,
      wallable_id: row.wallable_id,
      wallable_type: row.wallable_type,
      parent_post_id: row.parent_post_id,
      depth: row.depth,
      tagged_users: row.tagged_user_ids.map((id) => person(users, id)),
      postable_type: row.postable_type,
      postable_id: row.postable_id,
      postable: row.postable_id !== null && row.goal_title !== null ? { id: row.postable_id, title: row.goal_title } : null,
      photo: row.photo,
      likes: { data: likesData },
      likes_count: row.like_count,
      liked: likesData.some((like) => like.user_id === reader.userId),
      user: { ...person(users, row.user_id), is_wall_expert: row.author_is_wall_expert },
      created_at: new Date(row.created_at).toISOString(),
      is_flagged: flagged,
      flagged_by: row.flagged_by,
      is_hidden: row.is_hidden,
      reported: row.reported,
      posts,
      posts_count: row.comment_count - Number(row.muted_comments ?? 0),
      wall_moderator_name: null,
      can_delete: mayDelete(state, actor),
      can_report: mayReport(state, actor),
      can_unreport: row.reported || (flagged && isWallModerator(reader.role) && row.user_id !== reader.userId),
    };
  };
  const commentsOf = new Map<string, PostView[]>();
  const tops: ShownRow[] = [];
  for (const row of shown) {
    if (row.is_top) {
      tops.push(row);
      continue;
    }
    const list = commentsOf.get(row.parent_post_id!) ?? [];
    list.push(view(row, []));
    commentsOf.set(row.parent_post_id!, list);
  }
  return tops.map((row) => view(row, commentsOf.get(row.id) ?? []));
}

/** A site wall's top-level posts (wallable Site, depth 0) on the reader's site that the reader may see. */
function siteWallPosts(db: Db, reader: WallReader, wallableId: string) {
  return db
    .selectFrom('wall_posts as p')
    .where('p.site_id', '=', reader.siteId)
    .where('p.wallable_type', '=', 'Site')
    .where('p.wallable_id', '=', wallableId)
    .where('p.depth', '=', 0)
    .where((eb) => visibleTo(eb, reader));
}

export interface WallPage {
  readonly posts: PostView[];
  readonly total: number;
}

/**
 * GET /posts on a site wall (spec 2 §7): its top-level posts the reader may see, latest first,
 * `pageSize` a page (0: all) from `offset`, each with its first 2 comments and likes.
 */
export async function wallPosts(
  db: Db,
  reader: WallReader,
  wall: { readonly siteId: string; readonly wallableId: string },
  options: { readonly filter: WallFilter; readonly pageSize: number; readonly offset: number },
): Promise<WallPage> {
  const scoped = { ...reader, siteId: wall.siteId };
  const base = siteWallPosts(db, scoped, wall.wallableId).where((eb) => filtered(eb, options.filter, scoped));
  const [posts, total] = await Promise.all([
    hydrate(
      db,
      scoped,
      base
        .select(postColumns)
        .orderBy('p.position', 'desc')
        .$if(options.pageSize > 0, (q) => q.limit(options.pageSize).offset(options.offset)),
      COMMENTS_SHOWN,
    ),
    // The whole wall's count is kept by the projection; a filtered one (or one without muted people) is counted.
    options.filter === 'all' && !reader.mutedIds?.length
      ? db
          .selectFrom('wall_counts')
          .select('posts')
          .where('site_id', '=', wall.siteId)
          .where('wallable_id', '=', wall.wallableId)
          .executeTakeFirst()
          .then((row) => row?.posts ?? 0)
      : base
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
          .then(({ n }) => Number(n)),
  ]);
  return { posts, total };
}

/**
 * GET /posts with a Post parent: a thread's comments the reader may see, oldest first (undefined:
 * the parent is not on the reader's site, deleted, or hidden from them, so its comments are too).
 */
export async function postComments(db: Db, reader: WallReader, postId: string): Promise<WallPage | undefined> {
  const parent = await db
    .selectFrom('wall_posts as p')
    .select('p.id')
    .where('p.site_id', '=', reader.siteId)
    .where('p.id', '=', postId)
    .where((eb) => visibleTo(eb, reader))
    .executeTakeFirst();
  if (!parent) return undefined;
  const comments = db
    .selectFrom('wall_posts as p')
    .select(postColumns)
    .where('p.site_id', '=', reader.siteId)
    .where('p.parent_post_id', '=', postId)
    .where((eb) => visibleTo(eb, reader))
    .orderBy('p.position');
  const posts = await hydrate(db, reader, comments, 0);
  return { posts, total: posts.length };
}

/** GET /posts/{id}: one post or comment on the reader's site with all its comments (undefined: not there, or hidden from them). */
export async function findPost(db: Db, reader: WallReader, postId: string): Promise<PostView | undefined> {
  const post = db
    .selectFrom('wall_posts as p')
    .select(postColumns)
    .where('p.site_id', '=', reader.siteId)
    .where('p.id', '=', postId)
    .where((eb) => visibleTo(eb, reader));
  return (await hydrate(db, reader, post, 'all'))[0];
}

/** GET recent_posts under a site: its latest top-level posts, newer than `after` (a post id) when given. */
export async function recentPosts(db: Db, reader: WallReader, options: { readonly pageSize: number; readonly after: string | null }) {
  const posts = siteWallPosts(db, reader, reader.siteId)
    .select(postColumns)
    .$if(options.after !== null, (q) =>
      q.where('p.position', '>', (eb) => eb.selectFrom('wall_posts as a').select('a.position').where('a.id', '=', options.after!)),
    )
    .orderBy('p.position', 'desc')
    .$if(options.pageSize > 0, (q) => q.limit(options.pageSize));
  return hydrate(db, reader, posts, COMMENTS_SHOWN);
}

/** The coordinator's flagged posts (spec 3 §2.4): reported or hidden, live, on the site, latest first. */
export async function flaggedPosts(db: Db, reader: WallReader, options: { readonly pageSize: number; readonly offset: number }) {
  const base = db
    .selectFrom('wall_posts as p')
    .where('p.site_id', '=', reader.siteId)
    .where('p.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('p.report_count', '>', 0), eb('p.is_hidden', '=', true)]));
  const [posts, { n }] = await Promise.all([
    hydrate(
      db,
      reader,
      base
        .select(postColumns)
        .orderBy('p.position', 'desc')
        .$if(options.pageSize > 0, (q) => q.limit(options.pageSize).offset(options.offset)),
      0,
    ),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { posts, total: Number(n) };
}

/** The facts a command needs about a post: where it is, who wrote it, how deep (any state but deleted). */
export async function postFacts(db: Db, siteId: string, postId: string) {
  return db
    .selectFrom('wall_posts')
    .select(['id', 'site_id', 'user_id', 'depth', 'is_hidden'])
    .where('id', '=', postId)
    .where('site_id', '=', siteId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
