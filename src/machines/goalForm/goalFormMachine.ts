import { assign, fromPromise, setup } from 'xstate';
import { API_CODES, isApiCode, isApiError } from '../../api/client';
import type { Goal, GoalVisibility, SetGoalBody } from '../../api/contract';
import {
  GOAL_BOOKS_MAX,
  GOAL_PAGES_MAX,
  GOAL_VISIBILITIES,
  yearPeriod,
} from '../../api/contract/statsRules';
import { setGoalBodySchema } from '../../api/contract/stats';
import type { MessageId } from '../../i18n/messages';
import { yearOfDay } from '../../lib/today';
import { formEffects, type FormEvent } from '../shared/formFlow';
import {
  onFailure,
  requestFailureGuards,
  requestFailureStates,
  requestFailureTransitions,
} from '../shared/requestFailures';
import { serverRefusal } from '../shared/serverRefusal';
import { toast } from '../shared/toastRequest';

/**
 * The goal's period as the form offers it: the current calendar year, another calendar year (a
 * year picker), or custom start and end days.
 */
export type GoalPeriodKind = 'currentYear' | 'year' | 'custom';
export const GOAL_PERIOD_KINDS = ['currentYear', 'year', 'custom'] as const;

/** Form order: also the order focus follows to the first field to mend. */
export const GOAL_FIELDS = [
  'kind',
  'year',
  'start',
  'end',
  'books',
  'pages',
  'visibility',
] as const;
export type GoalField = (typeof GOAL_FIELDS)[number];

/** The form as typed: numbers stay text until they are sent. */
export interface GoalValues {
  kind: GoalPeriodKind;
  /** The picked year (kind `year`), as text. */
  year: string;
  /** Custom days, `YYYY-MM-DD` as a date input gives them ('' while incomplete). */
  start: string;
  end: string;
  /** '' for no target. */
  books: string;
  pages: string;
  visibility: GoalVisibility;
}

/** One field's problem: a message id and its values (the maximum for a target). */
export interface GoalFieldError {
  message: MessageId;
  values?: Record<string, number>;
}
export type GoalErrors = Partial<Record<GoalField, GoalFieldError>>;

export interface GoalFormContext {
  /** The reader's current year ("This year"). */
  currentYear: number;
  /** The goal being edited, or null for a new one. */
  goal: Goal | null;
  values: GoalValues;
  /** The form's own problems, shown after a refused submit and dropped as each is mended. */
  errors: GoalErrors;
  /** What the server refused, per field, until the reader edits that field. */
  serverErrors: GoalErrors;
  /** The goal as last saved (after `saved`), for the screen. */
  saved: Goal | null;
}

export interface GoalFormInput {
  /** The reader's local day (`YYYY-MM-DD`) the current year is read from; today by default. */
  today?: string;
}

/**
 * - `goal.open { goal?, year? }`: open the form on a goal, or on a new goal for `year` (the
 *   current year by default);
 * - `field.change { field, value }`, `form.submit`, `form.cancel` while it is open;
 * - `goal.delete`: ask before deleting the goal being edited; `delete.confirm` / `delete.cancel`.
 */
export type GoalFormEvent =
  | { type: 'goal.open'; goal?: Goal | null; year?: number }
  | FormEvent<GoalField>
  | { type: 'form.cancel' }
  | { type: 'goal.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const isKind = (value: string): value is GoalPeriodKind =>
  (GOAL_PERIOD_KINDS as readonly string[]).includes(value);
const isVisibility = (value: string): value is GoalVisibility =>
  (GOAL_VISIBILITIES as readonly string[]).includes(value);

/** The calendar year a period is, or null when it is not exactly one. */
export function calendarYearOf(period: { start: string; end: string }): number | null {
  const year = Number(period.start.slice(0, 4));
  const whole = yearPeriod(year);
  return whole.start === period.start && whole.end === period.end ? year : null;
}

/** The form's starting values: the goal's, or a new goal's for `year` (public, no targets). */
export function goalValuesOf(
  goal: Goal | null,
  currentYear: number,
  year = currentYear,
): GoalValues {
  if (!goal) {
    return {
      kind: year === currentYear ? 'currentYear' : 'year',
      year: String(year),
      ...yearPeriod(year),
      books: '',
      pages: '',
      visibility: 'public',
    };
  }
  const goalYear = calendarYearOf(goal);
  return {
    kind: goalYear === null ? 'custom' : goalYear === currentYear ? 'currentYear' : 'year',
    year: String(goalYear ?? currentYear),
    start: goal.start,
    end: goal.end,
    books: goal.books === null ? '' : String(goal.books),
    pages: goal.pages === null ? '' : String(goal.pages),
    visibility: goal.visibility,
  };
}

const targetOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The period the values name. */
export function goalPeriod(values: GoalValues, currentYear: number) {
  if (values.kind === 'custom') return { start: values.start, end: values.end };
  return yearPeriod(values.kind === 'currentYear' ? currentYear : Number(values.year));
}

/** The `/goals/set` body for the values (with the goal's id when it is edited). */
export function goalBody(values: GoalValues, currentYear: number, goalId?: number): SetGoalBody {
  return {
    ...(goalId === undefined ? {} : { id: goalId }),
    ...goalPeriod(values, currentYear),
    books: targetOf(values.books),
    pages: targetOf(values.pages),
    visibility: values.visibility,
  };
}

/**
 * The contract's words for each rule of `setGoalBodySchema` (the server answers with the same),
 * as the form's messages. Tests check that every rule the schema applies has its message here.
 */
const contractMessages: Record<string, GoalFieldError> = {
  'must be a whole number': { message: 'goal.error.wholeNumber' },
  'must be at least 1': { message: 'goal.error.atLeastOne' },
  'a goal needs books, pages or both': { message: 'goal.error.targetRequired' },
  'must not be before the start': { message: 'goal.error.endBeforeStart' },
  'a goal spans at most ten years': { message: 'goal.error.tooLong' },
  'must be a calendar date (YYYY-MM-DD)': { message: 'goal.error.dateInvalid' },
};

function messageFor(field: 'books' | 'pages' | 'period', text: string): GoalFieldError {
  const known = contractMessages[text];
  if (known) return known;
  if (field === 'books' && text === `must be at most ${GOAL_BOOKS_MAX}`) {
    return { message: 'goal.error.booksMax', values: { max: GOAL_BOOKS_MAX } };
  }
  if (field === 'pages' && text === `must be at most ${GOAL_PAGES_MAX}`) {
    return { message: 'goal.error.pagesMax', values: { max: GOAL_PAGES_MAX } };
  }
  return { message: 'goal.error.refused' };
}

/** The form field a contract path names: a period's days are the year picker's unless custom. */
function fieldOf(path: string, kind: GoalPeriodKind): GoalField | null {
  if (path === 'books' || path === 'pages' || path === 'visibility') return path;
  if (path === 'start' || path === 'end') return kind === 'custom' ? path : 'year';
  return null;
}

/**
 * Each field's first problem among "path: problem" messages (the schema's issues, or a code 1
 * answer's values, which the server words the same way).
 */
export function goalErrorsFrom(messages: readonly string[], kind: GoalPeriodKind): GoalErrors {
  const errors: GoalErrors = {};
  for (const text of messages) {
    const colon = text.indexOf(':');
    const path = colon < 0 ? '' : text.slice(0, colon).trim();
    const field = fieldOf(path, kind);
    if (!field || errors[field]) continue;
    const problem = text.slice(colon + 1).trim();
    errors[field] = messageFor(path === 'books' || path === 'pages' ? path : 'period', problem);
  }
  return errors;
}

const issuesOf = (body: SetGoalBody): string[] => {
  const result = setGoalBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
};

/** What the values get wrong, by the contract's own rules (`setGoalBodySchema`). */
export function goalErrors(values: GoalValues, currentYear: number): GoalErrors {
  const body = goalBody(values, currentYear);
  // The schema checks the period's span only once every field parses: the period is also checked
  // with a valid target, so its problem shows beside a target's, and stays while one is typed.
  const period = goalErrorsFrom(issuesOf({ ...body, books: 1, pages: null }), values.kind);
  return { ...period, ...goalErrorsFrom(issuesOf(body), values.kind) };
}

export function firstGoalField(errors: GoalErrors): GoalField | null {
  return GOAL_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/** What the form shows under each field: its own check, else the server's word. */
export function goalFieldErrors(
  context: Pick<GoalFormContext, 'errors' | 'serverErrors'>,
): GoalErrors {
  return { ...context.serverErrors, ...context.errors };
}

/** The fields a code 1 answer names; a refusal naming none is shown on the first target. */
function refusedFields(error: unknown, kind: GoalPeriodKind): GoalErrors {
  const refused = goalErrorsFrom(isApiError(error) ? error.values : [], kind);
  return firstGoalField(refused) ? refused : { books: { message: 'goal.error.refused' } };
}

const periodField = (kind: GoalPeriodKind): GoalField => (kind === 'custom' ? 'start' : 'year');

function withField(context: GoalFormContext, field: GoalField, value: string): GoalValues {
  const values = { ...context.values };
  switch (field) {
    case 'kind': {
      if (!isKind(value)) return values;
      // "Another year" starts on next year; custom days start on the year that was chosen.
      if (value === 'year' && values.year === String(context.currentYear)) {
        values.year = String(context.currentYear + 1);
      }
      if (value === 'custom' && calendarYearOf(values) !== null) {
        Object.assign(values, goalPeriod(values, context.currentYear));
      }
      values.kind = value;
      return values;
    }
    case 'visibility':
      if (isVisibility(value)) values.visibility = value;
      return values;
    default:
      values[field] = value;
      return values;
  }
}

const focusFirstRefused = {
  type: 'focusField' as const,
  params: ({ context }: { context: GoalFormContext }) => ({
    field: firstGoalField(goalFieldErrors(context)) ?? 'books',
  }),
};

/** Submitting, from the form or after a failure: an invalid form is not sent. */
const submitTransitions = [
  {
    guard: 'isFormInvalid' as const,
    target: '#goalForm.editing',
    actions: [
      'revealErrors' as const,
      toast({ kind: 'validation', message: 'toast.generic.validation' }),
      {
        type: 'focusField' as const,
        params: ({ context }: { context: GoalFormContext }) => ({
          field: firstGoalField(goalErrors(context.values, context.currentYear)) ?? 'books',
        }),
      },
    ],
  },
  { target: '#goalForm.saving' },
];

/** What the open form takes in `editing` and after a failure. */
const formTransitions = {
  'field.change': { target: '#goalForm.editing', actions: 'setField' as const },
  'form.submit': submitTransitions,
  'form.cancel': { target: '#goalForm.closed', actions: 'forget' as const },
  'goal.delete': { guard: 'isEditingGoal' as const, target: '#goalForm.confirmingDelete' },
};

const openTransition = { 'goal.open': { target: '#goalForm.editing', actions: 'open' as const } };

const deleteFailureTransitions = [
  onFailure('isSessionEnded', 'deleteFailure.sessionEnded'),
  onFailure('isNetworkFailure', 'deleteFailure.network'),
  onFailure('isServerFailure', 'deleteFailure.server'),
  onFailure('isRateLimited', 'deleteFailure.rateLimited'),
  { target: 'deleteFailure.unknown' },
];

/**
 * The reading-goal form (a dialog): closed until `goal.open` (an existing goal, or a new one for
 * a year: public, no targets), `editing` (period: this year, another year or custom days; books,
 * pages or both; who sees it), checked by the contract's own `setGoalBodySchema` before it is sent
 * (an invalid form shows each field's problem, the validation toast and focus on the first),
 * `saving`, then `saved` (the form is closed; `goalSaved` hands the goal to the screen) or a
 * failure named after its cause with the form kept: `failure.invalid` (the fields the server
 * named), `failure.periodTaken` (code 6: another goal has the period), `failure.notFound`,
 * `failure.network`, `failure.server`, `failure.rateLimited`, `failure.sessionEnded`,
 * `failure.unknown`. Deleting the goal edited asks first (`confirmingDelete`), then `deleting`,
 * `deleted` (`goalDeleted`; a goal already gone counts as deleted) or `deleteFailure.*`.
 * Tags: `open` while the dialog shows, `busy` while a call travels.
 */
export const goalFormMachine = setup({
  types: {
    context: {} as GoalFormContext,
    events: {} as GoalFormEvent,
    input: {} as GoalFormInput,
  },
  actors: {
    saveGoal: fromPromise<Goal, SetGoalBody>(async () => {
      throw new Error('saveGoal must be provided');
    }),
    deleteGoal: fromPromise<number, { goalId: number }>(async () => {
      throw new Error('deleteGoal must be provided');
    }),
  },
  actions: {
    ...formEffects<GoalField>(),
    /** The screen shows the saved goal (the statistics' `goal.saved`, a profile's list). */
    goalSaved: (_, _params: { goal: Goal }) => {},
    /** The screen drops the deleted goal (the statistics' `goal.deleted`). */
    goalDeleted: (_, _params: { goalId: number }) => {},
    open: assign(({ context, event }) => {
      if (event.type !== 'goal.open') return {};
      const goal = event.goal ?? null;
      return {
        goal,
        values: goalValuesOf(goal, context.currentYear, event.year ?? context.currentYear),
        errors: {},
        serverErrors: {},
      };
    }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = withField(context, event.field, event.value);
      // Shown problems only shrink while the reader types: each is dropped once mended.
      const live = goalErrors(values, context.currentYear);
      const errors: GoalErrors = {};
      for (const field of Object.keys(context.errors) as GoalField[]) {
        const problem = live[field];
        if (problem) errors[field] = problem;
      }
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      if (event.field === 'kind') {
        delete serverErrors.year;
        delete serverErrors.start;
        delete serverErrors.end;
      }
      return { values, errors, serverErrors };
    }),
    revealErrors: assign(({ context }) => ({
      errors: goalErrors(context.values, context.currentYear),
    })),
    refuseFields: assign(({ context }, { error }: { error: unknown }) => ({
      serverErrors: refusedFields(error, context.values.kind),
    })),
    refusePeriod: assign(({ context }) => ({
      serverErrors: {
        [periodField(context.values.kind)]: { message: 'goal.error.periodTaken' as MessageId },
      },
    })),
    storeSaved: assign((_, { goal }: { goal: Goal }) => ({ goal, saved: goal })),
    forget: assign({ errors: {}, serverErrors: {} }),
  },
  guards: {
    isFormInvalid: ({ context }) =>
      firstGoalField(goalErrors(context.values, context.currentYear)) !== null,
    isEditingGoal: ({ context }) => context.goal !== null,
    ...requestFailureGuards,
    ...serverRefusal.guards,
    isPeriodTaken: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.conflict),
    isNotFound: (_, { error }: { error: unknown }) => isApiCode(error, API_CODES.notFound),
  },
}).createMachine({
  id: 'goalForm',
  context: ({ input }) => {
    const currentYear = yearOfDay(input.today);
    return {
      currentYear,
      goal: null,
      values: goalValuesOf(null, currentYear),
      errors: {},
      serverErrors: {},
      saved: null,
    };
  },
  initial: 'closed',
  states: {
    closed: { on: openTransition },
    editing: {
      tags: ['open'],
      on: { ...formTransitions, 'field.change': { actions: 'setField' } },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'saveGoal',
        input: ({ context }) => goalBody(context.values, context.currentYear, context.goal?.id),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ goal: event.output }) },
            'forget',
            toast({ kind: 'success', message: 'goal.toast.saved' }),
            { type: 'goalSaved', params: ({ event }) => ({ goal: event.output }) },
          ],
        },
        onError: [
          ...requestFailureTransitions,
          serverRefusal.transition,
          { ...onFailure('isPeriodTaken', 'failure.periodTaken'), actions: 'refusePeriod' },
          onFailure('isNotFound', 'failure.notFound'),
          { target: 'failure.unknown' },
        ],
      },
    },
    // The form is closed; its goal is the saved one.
    saved: { on: openTransition },
    // The form stays open with what was typed.
    failure: {
      tags: ['open'],
      initial: 'unknown',
      on: formTransitions,
      states: {
        ...requestFailureStates,
        invalid: serverRefusal.state(focusFirstRefused),
        periodTaken: {
          entry: [toast({ kind: 'error', message: 'goal.toast.periodTaken' }), focusFirstRefused],
        },
        notFound: { entry: toast({ kind: 'error', message: 'goal.toast.notFound' }) },
        unknown: { entry: toast({ kind: 'error', message: 'goal.toast.saveFailed' }) },
      },
    },
    confirmingDelete: {
      tags: ['open'],
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'editing' },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'deleteGoal',
        input: ({ context }) => ({ goalId: context.goal?.id ?? 0 }),
        onDone: {
          target: 'deleted',
          actions: [
            toast({ kind: 'success', message: 'goal.toast.deleted' }),
            { type: 'goalDeleted', params: ({ event }) => ({ goalId: event.output }) },
          ],
        },
        onError: [
          // Gone already (deleted elsewhere): the outcome the reader asked for.
          {
            ...onFailure('isNotFound', 'deleted'),
            actions: [
              toast({ kind: 'success', message: 'goal.toast.deleted' }),
              {
                type: 'goalDeleted' as const,
                params: ({ context }: { context: GoalFormContext }) => ({
                  goalId: context.goal?.id ?? 0,
                }),
              },
            ],
          },
          ...deleteFailureTransitions,
        ],
      },
    },
    // The form is closed; the goal is gone.
    deleted: { on: openTransition },
    // The form is open again with the goal; deleting may be asked again.
    deleteFailure: {
      tags: ['open'],
      initial: 'unknown',
      on: formTransitions,
      states: {
        ...requestFailureStates,
        unknown: { entry: toast({ kind: 'error', message: 'goal.toast.deleteFailed' }) },
      },
    },
  },
});
