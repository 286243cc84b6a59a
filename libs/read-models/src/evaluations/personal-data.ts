import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The evaluations the person answered, with the questions as they read then and their answers. */
export async function exportEvaluationAnswers(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const rows = await db
    .selectFrom('user_evaluation_answers as a')
    .leftJoin('site_evaluations as e', 'e.id', 'a.site_evaluation_id')
    .select(['a.site_evaluation_id', 'a.answered_on', 'a.answers', 'e.name', 'e.questions'])
    .where('a.user_id', '=', userId)
    .where('a.site_id', '=', siteId)
    .orderBy('a.answered_on', 'asc')
    .orderBy('a.position', 'asc')
    .execute();
  return rows.map((row) => {
    const prompts = new Map((row.questions ?? []).map((q) => [q.id, q.name]));
    return {
      site_evaluation_id: row.site_evaluation_id,
      name: row.name,
      answered_on: row.answered_on,
      answers: row.answers.map((a) => ({ question_id: a.question_id, question: prompts.get(a.question_id) ?? null, answer: a.value })),
    };
  });
}
