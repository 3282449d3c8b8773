/**
 * Shelfmark against WCAG 2.2, levels A and AA, one success criterion at a time: the one source of
 * the accessibility statement (`/accessibility`) and of its Storybook page
 * (src/docs/Accessibility.mdx). The data lives here; the words live in the locale files, under
 * `a11y.sc.<id with underscores>.name` (the criterion's name) and `.how` (how Shelfmark meets it,
 * or why not). criteria.test.ts checks that every criterion is here once, that both languages
 * have its words, and that every file named as evidence exists.
 */

/** The day of the review this statement records (ISO date). */
export const REVIEWED_ON = '2026-11-24';

/**
 * Where readers send accessibility feedback: the deployment's address, set when it builds
 * (SHELFMARK_CONTACT_EMAIL, see docs/operations.md, Deploy).
 */
export const ACCESSIBILITY_CONTACT = __CONTACT_EMAIL__;

export const PRINCIPLES = ['perceivable', 'operable', 'understandable', 'robust'] as const;
export type Principle = (typeof PRINCIPLES)[number];

export type Level = 'A' | 'AA';

/** The four answers of a conformance report (VPAT wording). */
export const STATUSES = [
  'supports',
  'partiallySupports',
  'doesNotSupport',
  'notApplicable',
] as const;
export type ConformanceStatus = (typeof STATUSES)[number];

/** What shows a criterion is met: a test, or the code itself where no test can. */
export interface Evidence {
  /** A path in the repository. */
  path: string;
  /** The story, test or rule inside it, when the file holds more than this. */
  detail?: string;
}

export interface Criterion {
  /** The success criterion's number, e.g. "2.4.11". */
  id: string;
  level: Level;
  principle: Principle;
  status: ConformanceStatus;
  evidence: readonly Evidence[];
}

// Evidence used by many criteria. A detail names what in the file shows it: a story's export, a
// test's title (or part of it), or a name in the code; criteria.test.ts checks each is there.
const AXE_STORIES: Evidence = { path: '.storybook/vitest.setup.ts', detail: 'axe' };
const AXE_PAGES: Evidence = {
  path: 'e2e/wcag.spec.ts',
  detail: 'axe finds no WCAG A or AA violation on the real pages',
};
const CONTRAST_PAIRS: Evidence = { path: 'src/docs/contrast.ts', detail: 'contrastPairs' };
const CONTRAST_TEST: Evidence = { path: 'src/styles/tokens.test.ts' };
const REDUCED_MOTION: Evidence = {
  path: 'src/styles/tokens.test.ts',
  detail: 'zeroes every duration when reduced motion is asked for',
};
const KEYBOARD = (detail: string): Evidence => ({ path: 'e2e/keyboard.spec.ts', detail });
const CHECKS = (detail: string): Evidence => ({ path: 'e2e/wcag.spec.ts', detail });
const SIGN_UP_BY_KEYBOARD = KEYBOARD('skip link, register and sign in');
const FOCUS_GIVEN_BACK = KEYBOARD('keeps and gives back focus');
const NO_MEDIA: Evidence = {
  path: 'src/screens/accessibility/criteria.test.ts',
  detail: 'the client plays no audio or video',
};

const sc = (
  id: string,
  level: Level,
  status: ConformanceStatus,
  evidence: readonly Evidence[],
): Criterion => ({ id, level, principle: principleOf(id), status, evidence });

function principleOf(id: string): Principle {
  const principle = PRINCIPLES[Number(id.split('.')[0]) - 1];
  if (!principle) throw new Error(`no principle for ${id}`);
  return principle;
}

/** Every WCAG 2.2 success criterion at levels A and AA, in the standard's order. */
export const CRITERIA: readonly Criterion[] = [
  // 1. Perceivable
  sc('1.1.1', 'A', 'supports', [
    AXE_STORIES,
    AXE_PAGES,
    { path: 'src/components/BookCover/BookCover.stories.tsx', detail: 'Generated, LoadFailure' },
    { path: 'src/components/Button/Button.stories.tsx', detail: 'WithIcon, IconOnly' },
  ]),
  sc('1.2.1', 'A', 'notApplicable', [NO_MEDIA]),
  sc('1.2.2', 'A', 'notApplicable', [NO_MEDIA]),
  sc('1.2.3', 'A', 'notApplicable', [NO_MEDIA]),
  sc('1.2.4', 'AA', 'notApplicable', [NO_MEDIA]),
  sc('1.2.5', 'AA', 'notApplicable', [NO_MEDIA]),
  sc('1.3.1', 'A', 'supports', [
    AXE_STORIES,
    AXE_PAGES,
    { path: 'src/components/StarRating/StarRating.stories.tsx' },
    { path: 'src/components/TextField/TextField.stories.tsx', detail: 'WithHelpText, WithError' },
  ]),
  sc('1.3.2', 'A', 'supports', [SIGN_UP_BY_KEYBOARD]),
  sc('1.3.3', 'A', 'supports', [{ path: 'src/locales/en.json' }]),
  sc('1.3.4', 'AA', 'supports', [
    CHECKS('reflow: every route at 320 px'),
    { path: 'src/screens/LoginScreen.stories.tsx', detail: 'Mobile' },
  ]),
  sc('1.3.5', 'AA', 'supports', [
    { path: 'src/screens/RegisterScreen.stories.tsx', detail: 'Empty' },
    { path: 'src/screens/LoginScreen.stories.tsx', detail: 'Idle' },
    { path: 'src/screens/SettingsScreen.stories.tsx', detail: 'Loaded' },
  ]),
  sc('1.4.1', 'A', 'supports', [
    AXE_STORIES,
    { path: 'src/components/Header/Header.stories.tsx', detail: 'Guest' },
    { path: 'src/components/TextField/TextField.stories.tsx', detail: 'Valid, Invalid' },
  ]),
  sc('1.4.2', 'A', 'notApplicable', [NO_MEDIA]),
  sc('1.4.3', 'AA', 'supports', [CONTRAST_TEST, CONTRAST_PAIRS, AXE_STORIES, AXE_PAGES]),
  sc('1.4.4', 'AA', 'supports', [CHECKS('and at 640 px (200 % zoom)')]),
  sc('1.4.5', 'AA', 'supports', [
    { path: 'src/components/BookCover/BookCover.stories.tsx', detail: 'Generated' },
  ]),
  sc('1.4.10', 'AA', 'supports', [
    CHECKS('reflow: every route at 320 px'),
    { path: 'src/screens/BookDetailsScreen.stories.tsx', detail: 'Narrow320' },
    { path: 'src/screens/StatsScreen.stories.tsx', detail: 'Narrow320' },
    { path: 'src/screens/ImportScreen.stories.tsx', detail: 'Narrow320' },
  ]),
  sc('1.4.11', 'AA', 'supports', [
    CONTRAST_TEST,
    CONTRAST_PAIRS,
    { path: 'src/components/DropdownMenu/DropdownMenu.stories.tsx', detail: 'KeyboardSelect' },
  ]),
  sc('1.4.12', 'AA', 'supports', [CHECKS('text spacing')]),
  sc('1.4.13', 'AA', 'supports', [
    { path: 'src/components/PhotoPicker/PhotoPicker.stories.tsx', detail: 'WithVisibleRemove' },
  ]),
  // 2. Operable
  sc('2.1.1', 'A', 'supports', [
    KEYBOARD('keyboard only'),
    { path: 'e2e/auth.spec.ts', detail: 'keyboard only: register and sign in without a mouse' },
  ]),
  sc('2.1.2', 'A', 'supports', [
    FOCUS_GIVEN_BACK,
    { path: 'src/components/Dialog/Dialog.stories.tsx', detail: 'KeyboardOpenAndEscape' },
  ]),
  sc('2.1.4', 'A', 'supports', [{ path: 'src/components/Toaster/SonnerToaster.tsx' }]),
  sc('2.2.1', 'A', 'partiallySupports', [
    { path: 'src/components/Toaster/Toaster.stories.tsx', detail: 'PausesWhenWindowLosesFocus' },
    { path: 'server/auth/sessions.ts', detail: 'SESSION_DAYS' },
  ]),
  sc('2.2.2', 'A', 'supports', [REDUCED_MOTION]),
  sc('2.3.1', 'A', 'supports', [REDUCED_MOTION]),
  sc('2.4.1', 'A', 'supports', [SIGN_UP_BY_KEYBOARD, AXE_PAGES]),
  sc('2.4.2', 'A', 'supports', [
    CHECKS('page titles name every route'),
    { path: 'src/app/App.stories.tsx', detail: 'AuthRedirectsToLogin, UnknownRoute' },
  ]),
  sc('2.4.3', 'A', 'supports', [
    FOCUS_GIVEN_BACK,
    { path: 'src/components/Dialog/Dialog.stories.tsx', detail: 'OpenedFromStateGivesFocusBack' },
  ]),
  sc('2.4.4', 'A', 'supports', [AXE_STORIES, AXE_PAGES]),
  sc('2.4.5', 'AA', 'supports', [{ path: 'e2e/shell.spec.ts' }, { path: 'e2e/books.spec.ts' }]),
  sc('2.4.6', 'AA', 'supports', [AXE_STORIES, AXE_PAGES]),
  sc('2.4.7', 'AA', 'supports', [
    KEYBOARD('expectVisibleFocus'),
    { path: 'src/components/DropdownMenu/DropdownMenu.stories.tsx', detail: 'KeyboardSelect' },
  ]),
  sc('2.4.11', 'AA', 'supports', [CHECKS('focus is not hidden under the header')]),
  sc('2.5.1', 'A', 'supports', [
    { path: 'src/components/Toaster/Toaster.stories.tsx', detail: 'CloseButton' },
  ]),
  sc('2.5.2', 'A', 'supports', [{ path: 'src/components/Header/Header.tsx' }]),
  sc('2.5.3', 'A', 'supports', [
    { path: 'src/components/Header/Header.stories.tsx', detail: 'Guest' },
    { path: 'src/components/ReadingStatusMenu/ReadingStatusMenu.stories.tsx' },
  ]),
  sc('2.5.4', 'A', 'notApplicable', [
    {
      path: 'src/screens/accessibility/criteria.test.ts',
      detail: 'the client reads no device motion',
    },
  ]),
  sc('2.5.7', 'AA', 'supports', [
    { path: 'src/components/Toaster/Toaster.stories.tsx', detail: 'CloseButton' },
  ]),
  sc('2.5.8', 'AA', 'supports', [
    CHECKS('target size'),
    { path: 'src/components/Button/Button.stories.tsx', detail: 'Small, IconOnly' },
  ]),
  // 3. Understandable
  sc('3.1.1', 'A', 'supports', [
    KEYBOARD('change the name, the theme and the language'),
    { path: 'src/app/App.stories.tsx', detail: 'GuestLandingTurkish' },
  ]),
  sc('3.1.2', 'AA', 'partiallySupports', [
    { path: 'src/screens/BookDetailsScreen.stories.tsx', detail: 'TurkishSignedInNotRead' },
  ]),
  sc('3.2.1', 'A', 'supports', [KEYBOARD('keyboard only')]),
  sc('3.2.2', 'A', 'supports', [{ path: 'src/screens/SettingsScreen.stories.tsx' }]),
  sc('3.2.3', 'AA', 'supports', [{ path: 'src/app/App.stories.tsx' }]),
  sc('3.2.4', 'AA', 'supports', [{ path: 'src/locales/en.json' }]),
  sc('3.2.6', 'A', 'supports', [
    { path: 'src/components/Footer/Footer.stories.tsx', detail: 'English' },
    CHECKS('the footer links to the accessibility statement on every route'),
  ]),
  sc('3.3.1', 'A', 'supports', [
    { path: 'src/screens/RegisterScreen.stories.tsx', detail: 'PartiallyValid' },
    {
      path: 'src/components/ReviewForm/ReviewForm.stories.tsx',
      detail: 'SubmitFocusesFirstInvalid',
    },
    { path: 'src/screens/LoginScreen.stories.tsx', detail: 'WrongCredentials' },
    { path: 'e2e/settings.spec.ts' },
  ]),
  sc('3.3.2', 'A', 'supports', [
    { path: 'src/screens/RegisterScreen.stories.tsx', detail: 'Empty' },
    AXE_STORIES,
  ]),
  sc('3.3.3', 'AA', 'supports', [
    { path: 'src/validation/registerRules.test.ts' },
    { path: 'src/screens/RegisterScreen.stories.tsx' },
  ]),
  sc('3.3.4', 'AA', 'supports', [
    { path: 'src/screens/BookDetailsScreen.stories.tsx' },
    { path: 'e2e/settings.spec.ts' },
  ]),
  sc('3.3.7', 'A', 'supports', [
    SIGN_UP_BY_KEYBOARD,
    { path: 'e2e/auth.spec.ts', detail: 'keyboard only: register and sign in without a mouse' },
  ]),
  sc('3.3.8', 'AA', 'supports', [
    SIGN_UP_BY_KEYBOARD,
    { path: 'src/screens/LoginScreen.stories.tsx', detail: 'Idle' },
    { path: 'src/components/TextField/TextField.stories.tsx', detail: 'PasswordShown' },
  ]),
  // 4. Robust
  sc('4.1.1', 'A', 'notApplicable', []),
  sc('4.1.2', 'A', 'supports', [AXE_STORIES, AXE_PAGES, KEYBOARD('keyboard only')]),
  sc('4.1.3', 'AA', 'supports', [
    { path: 'src/screens/ExploreScreen.stories.tsx' },
    { path: 'src/components/NotificationStack/NotificationStack.stories.tsx' },
    { path: 'src/components/Toaster/Toaster.stories.tsx' },
  ]),
];

/** "2.4.11" -> "2_4_11": the criterion's part of its message ids. */
export const criterionKey = (criterion: Pick<Criterion, 'id'>) => criterion.id.replace(/\./g, '_');

/** The message id of a criterion's name or of how Shelfmark meets it. */
export const criterionMessageId = (criterion: Pick<Criterion, 'id'>, part: 'name' | 'how') =>
  `a11y.sc.${criterionKey(criterion)}.${part}` as const;

/** The fragment that links to a criterion on the statement page ("sc-2-4-11"). */
export const criterionAnchor = (criterion: Pick<Criterion, 'id'>) =>
  `sc-${criterion.id.replace(/\./g, '-')}`;

export const criteriaOf = (principle: Principle) =>
  CRITERIA.filter((criterion) => criterion.principle === principle);

/** How many criteria have each status. */
export function statusCounts(criteria: readonly Criterion[] = CRITERIA) {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<
    ConformanceStatus,
    number
  >;
  for (const criterion of criteria) counts[criterion.status] += 1;
  return counts;
}

/** Whether Shelfmark falls short of a criterion, fully or in part. */
export const isLimitation = (criterion: Pick<Criterion, 'status'>) =>
  criterion.status === 'partiallySupports' || criterion.status === 'doesNotSupport';

/** The criteria Shelfmark does not fully meet: the statement's known limitations. */
export const limitations = () => CRITERIA.filter(isLimitation);
