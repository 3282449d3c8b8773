import type { RegisterValues } from './registerRules';

/** A registration every rule accepts, for tests of the rules and of the forms built on them. */
export const validRegisterValues: RegisterValues = {
  name: 'Ada',
  surname: 'Kaplan',
  username: 'ada_reads',
  email: 'ada@shelfmark.test',
  password: 'Shelfmark2026',
  confirm_password: 'Shelfmark2026',
};
