import { userDeleted } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

/** The users list's delete answers as it always has (`{ id, deleted: true }`); it now erases. */
export class UserErasedAnswer extends answer(userDeleted) {}
