import { assertNever, type Decider } from '../shared/decider.js';
import type { UserGoalCommand } from './commands.js';
import {
  goalAlreadyActive,
  goalNotActive,
  goalNotCompleted,
  goalNotFound,
  onlyOwnGoalsEditable,
  outsideGoalMonths,
  tooManyActiveGoals,
} from './errors.js';
import type { GoalContent, UserGoalEvent } from './events.js';
import { checkedContent, isInGoalMonths, MAX_ACTIVE_GOALS, shareRecipients } from './rules.js';

/** A person's goals live in one stream, so "at most 3 active" holds however many requests arrive at once. */
export const userGoalsStream = (userId: string): string => `user_goals-${userId}`;

export type GoalStatus = 'active' | 'complete' | 'canceled';

export interface PersonGoal {
  readonly status: GoalStatus;
  readonly parentId: string | null;
  readonly isCustom: boolean;
  readonly content: GoalContent;
  readonly createdAt: string;
  readonly completedAt: string | null;
}

export interface UserGoalsState {
  /** Goals not deleted, by id. */
  readonly goals: ReadonlyMap<string, PersonGoal>;
}

export const initialState = (): UserGoalsState => ({ goals: new Map() });

const contentOf = (data: GoalContent): GoalContent => ({
  title: data.title,
  summary: data.summary,
  description: data.description,
  category: data.category,
  image: data.image,
  monthInteger: data.monthInteger,
  finalMonthInteger: data.finalMonthInteger,
});

function withGoal(state: UserGoalsState, goalId: string, change: (goal: PersonGoal) => PersonGoal | null): UserGoalsState {
  const goal = state.goals.get(goalId);
  if (!goal) return state;
  const goals = new Map(state.goals);
  const changed = change(goal);
  if (changed === null) goals.delete(goalId);
  else goals.set(goalId, changed);
  return { goals };
}

export function evolve(state: UserGoalsState, event: UserGoalEvent): UserGoalsState {
  const { goalId } = event.data;
  switch (event.type) {
    case 'GoalCreated': {
      const { parentId, isCustom, createdAt } = event.data;
      const goal: PersonGoal = { status: 'active', parentId, isCustom, content: contentOf(event.data), createdAt, completedAt: null };
      return { goals: new Map(state.goals).set(goalId, goal) };
    }
    case 'GoalUpdated':
      return withGoal(state, goalId, (goal) => ({ ...goal, content: contentOf(event.data) }));
    case 'GoalCompleted':
      return withGoal(state, goalId, (goal) => ({ ...goal, status: 'complete', completedAt: event.data.completedAt }));
    case 'GoalCanceled':
      return withGoal(state, goalId, (goal) => ({ ...goal, status: 'canceled' }));
    case 'GoalDeleted':
      return withGoal(state, goalId, () => null);
    case 'GoalShared':
      return state;
    default:
      return assertNever(event);
  }
}

const activeGoals = (state: UserGoalsState) => [...state.goals.values()].filter((goal) => goal.status === 'active');

function goalOf(state: UserGoalsState, goalId: string): PersonGoal {
  const goal = state.goals.get(goalId);
  if (!goal) throw goalNotFound();
  return goal;
}

function checkRoomForOneMore(state: UserGoalsState): void {
  if (activeGoals(state).length >= MAX_ACTIVE_GOALS) throw tooManyActiveGoals(MAX_ACTIVE_GOALS);
}

const monthOf = (today: string): number => Number(today.slice(5, 7));

export function decide(command: UserGoalCommand, state: UserGoalsState): UserGoalEvent[] {
  const person = { userId: command.userId, siteId: command.siteId };
  const created = { createdAt: command.now, createdOn: command.today };
  switch (command.type) {
    case 'ChooseGoal': {
      if (state.goals.has(command.goalId)) return []; // a retried request
      if (activeGoals(state).some((goal) => goal.parentId === command.parentId)) throw goalAlreadyActive();
      checkRoomForOneMore(state);
      const { goalId, parentId, content } = command;
      return [{ type: 'GoalCreated', data: { goalId, ...person, parentId, isCustom: false, runAgainOf: null, ...content, ...created } }];
    }
    case 'CreateGoal': {
      if (state.goals.has(command.goalId)) return [];
      const content = checkedContent(command.content, 'description');
      checkRoomForOneMore(state);
      return [
        {
          type: 'GoalCreated',
          data: { goalId: command.goalId, ...person, parentId: null, isCustom: true, runAgainOf: null, ...content, ...created },
        },
      ];
    }
    case 'UpdateGoal': {
      const goal = goalOf(state, command.goalId);
      if (!goal.isCustom) throw onlyOwnGoalsEditable();
      const changes = Object.fromEntries(Object.entries(command.changes).filter(([, value]) => value !== undefined));
      const content = checkedContent({ ...goal.content, ...changes }, 'description');
      return [{ type: 'GoalUpdated', data: { goalId: command.goalId, ...person, ...content } }];
    }
    case 'CompleteGoal': {
      if (goalOf(state, command.goalId).status !== 'active') throw goalNotActive();
      return [{ type: 'GoalCompleted', data: { goalId: command.goalId, ...person, completedAt: command.now, completedOn: command.today } }];
    }
    case 'CancelGoal': {
      if (goalOf(state, command.goalId).status !== 'active') throw goalNotActive();
      return [{ type: 'GoalCanceled', data: { goalId: command.goalId, ...person, canceledAt: command.now } }];
    }
    case 'DeleteGoal':
      goalOf(state, command.goalId);
      return [{ type: 'GoalDeleted', data: { goalId: command.goalId, ...person } }];
    case 'RunGoalAgain': {
      if (state.goals.has(command.newGoalId)) return [];
      const goal = goalOf(state, command.goalId);
      if (goal.status !== 'complete') throw goalNotCompleted();
      if (!isInGoalMonths(goal.content, monthOf(command.today))) throw outsideGoalMonths();
      if (goal.parentId !== null && activeGoals(state).some((active) => active.parentId === goal.parentId)) throw goalAlreadyActive();
      checkRoomForOneMore(state);
      const { parentId, isCustom, content } = goal;
      const data = { goalId: command.newGoalId, ...person, parentId, isCustom, runAgainOf: command.goalId, ...content, ...created };
      return [{ type: 'GoalCreated', data }];
    }
    case 'ShareGoalByEmail': {
      const goal = goalOf(state, command.goalId);
      if (goal.status !== 'complete') throw goalNotCompleted();
      const recipients = shareRecipients(command.emails);
      const { goalId, shareId, now, today } = command;
      return [
        {
          type: 'GoalShared',
          data: { goalId, ...person, shareId, via: 'email', recipients, message: command.message.trim(), sharedAt: now, sharedOn: today },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const userGoalsDecider: Decider<UserGoalCommand, UserGoalEvent, UserGoalsState> = { decide, evolve, initialState };
