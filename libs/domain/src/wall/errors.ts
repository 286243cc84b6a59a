import { DomainError } from '../shared/errors.js';

export const MAX_POST_LENGTH = 5000;
export const MAX_POST_TAGS = 50;
/** Beyond the spec (Discourse's flag threshold): distinct reports that hide a post until a moderator decides. */
export const REPORTS_TO_HIDE = 2;
export const MAX_MODERATION_REASON_LENGTH = 500;

export const wallMessages = {
  /** Spec 2 §8: the server's answer the client maps to its empty-content message. */
  contentBlank: "Content can't be blank",
  contentTooLong: `Content is too long (maximum is ${MAX_POST_LENGTH} characters)`,
  notFound: 'Post could not be found',
  wallForbidden: 'You cannot post on this wall.',
  parentMissing: 'The post you are replying to no longer exists.',
  parentMismatch: 'A comment must be on the post it replies to.',
  tagNotFriend: 'You can only tag your friends.',
  tooManyTags: `You can tag at most ${MAX_POST_TAGS} people.`,
  postableMissing: 'The shared item could not be found.',
  postableIncomplete: 'A shared item needs both its type and its id.',
  deleteForbidden: 'You cannot delete this post.',
  alreadyLiked: 'You already like this post.',
  notLiked: 'You do not like this post.',
  tagMissing: 'You are not tagged in this post.',
  reportOwn: 'You cannot report your own post.',
  reportExpert: "A wall expert's post cannot be reported.",
  reportCoordinator: 'Coordinators cannot report posts; they moderate them.',
  alreadyReported: 'You have already reported this post.',
  unreportForbidden: 'Only the person who reported this post or a moderator can unreport it.',
  notFlagged: 'This post is not flagged.',
  reasonTooLong: `A reason can be at most ${MAX_MODERATION_REASON_LENGTH} characters.`,
} as const;

const m = wallMessages;
export const postNotFound = () => new DomainError('not_found', 'post_not_found', m.notFound);
export const invalid = (code: string, message: string) => new DomainError('validation', code, message);
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
