import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError, type ApiCode } from '../../api/client';
import type { LoginBody } from '../../api/contract';
import { ada } from '../../api/mocks/fixtures';
import { connectionFailureCases, type FailureCase } from '../testing/connectionFailures';
import { paramsOf, recorded, settle, startProvided } from '../testing/harness';
import { LOGIN_REDIRECT_MS, loginMachine, type LoginResult } from './loginMachine';

function start(
  login: (body: LoginBody) => Promise<LoginResult> = async () => ({ token: 't', user: ada }),
) {
  const effects = {
    showToast: vi.fn(),
    focusField: vi.fn(),
    startSession: vi.fn(),
    navigateToDashboard: vi.fn(),
  };
  const { calls, logic } = recorded(login);
  const clock = new SimulatedClock();
  const actor = startProvided(
    loginMachine,
    { actions: effects, actors: { login: logic } },
    { clock },
  );
  const fill = (email: string, password: string) => {
    actor.send({ type: 'field.change', field: 'email', value: email });
    actor.send({ type: 'field.change', field: 'password', value: password });
  };
  /** The params of every showToast call, in order. */
  const toasts = () => paramsOf(effects.showToast);
  return { actor, effects, calls, clock, fill, toasts };
}

/** A refusal with a contract code, as the client reports it. */
const refused = (code: ApiCode, httpStatus: number) =>
  new ApiError('api', '', { code, httpStatus });
const wrongCredentials = { kind: 'error', message: 'toast.auth.wrongCredentials' } as const;
const loginFailed = { kind: 'error', message: 'toast.auth.loginFailed' } as const;
const failedWithCode = (code: string) =>
  ({ kind: 'error', message: 'toast.auth.loginFailedCode', values: { code } }) as const;

describe('loginMachine', () => {
  it('waits the spec redirect delay of 1.5 s', () => {
    expect(LOGIN_REDIRECT_MS).toBe(1500);
  });

  it('starts idle with an empty, untouched form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ email: '', password: '' });
    expect(actor.getSnapshot().context.touched).toEqual({ email: false, password: false });
  });

  it('records values and marks only the edited field as touched', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'ada@' });
    expect(actor.getSnapshot().context.values.email).toBe('ada@');
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, password: false });
  });

  it.each([
    ['an empty form', '', '', 'email'],
    ['an email without a domain', 'ada@', 'secret1', 'email'],
    ['an empty password', 'ada@shelfmark.test', '', 'password'],
  ])(
    'blocks %s: validation toast, focus on the first invalid field, no call',
    (_, email, password, field) => {
      const { actor, effects, calls, fill, toasts } = start();
      fill(email, password);
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(calls).toEqual([]);
      expect(toasts()).toEqual([{ kind: 'validation', message: 'toast.generic.validation' }]);
      expect(effects.focusField).toHaveBeenCalledWith(expect.anything(), { field });
      expect(actor.getSnapshot().context.touched).toEqual({ email: true, password: true });
    },
  );

  it('submits a short password: length is a live hint, not a submit rule', async () => {
    const { actor, calls, fill } = start(() => new Promise(() => {}));
    fill('  ada@shelfmark.test ', 'abc');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls).toEqual([{ email: 'ada@shelfmark.test', password: 'abc' }]);
  });

  it('ignores edits and repeat submits while submitting', () => {
    const { actor, calls, fill } = start(() => new Promise(() => {}));
    fill('ada@shelfmark.test', 'Shelfmark2026');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'other@shelfmark.test' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.values.email).toBe('ada@shelfmark.test');
    expect(calls).toHaveLength(1);
  });

  it('succeeds: toast at once, then after 1.5 s the session starts and /dashboard opens', async () => {
    const { actor, effects, clock, fill, toasts } = start(async () => ({
      token: 'tok',
      user: ada,
    }));
    fill('ada@shelfmark.test', 'Shelfmark2026');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(toasts()).toEqual([{ kind: 'success', message: 'toast.auth.loginSuccess' }]);
    // The spec's 1.5 s, written out so a changed constant fails here.
    clock.increment(1499);
    expect(effects.startSession).not.toHaveBeenCalled();
    expect(effects.navigateToDashboard).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.startSession).toHaveBeenCalledWith(expect.anything(), {
      result: { token: 'tok', user: ada },
    });
    expect(effects.navigateToDashboard).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().status).toBe('done');
    // The session starts before navigation so the dashboard's guard already sees it.
    expect(effects.startSession.mock.invocationCallOrder[0]).toBeLessThan(
      effects.navigateToDashboard.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it.each<FailureCase>([
    ...connectionFailureCases,
    ['wrongCredentials', refused('11', 401), wrongCredentials],
    ['wrongCredentials', refused('3', 404), wrongCredentials],
    [
      'userInfoMissing',
      new ApiError('format', '', { code: '0', httpStatus: 200 }),
      { kind: 'warning', message: 'toast.auth.userInfoMissing' },
    ],
    [
      'suspended',
      new ApiError('api', '', {
        code: '4',
        httpStatus: 403,
        values: ['until: 2026-12-31', 'reason: Spam links'],
      }),
      {
        kind: 'error',
        message: 'toast.auth.suspended',
        values: { until: '2026-12-31', reason: 'Spam links' },
      },
    ],
    [
      'suspended',
      new ApiError('api', '', { code: '4', httpStatus: 403, values: ['reason: Threats'] }),
      { kind: 'error', message: 'toast.auth.suspendedNoEnd', values: { reason: 'Threats' } },
    ],
    // A refusal that names no suspension stays an unexpected code.
    ['unexpectedCode', refused('4', 403), failedWithCode('4')],
    ['unexpectedCode', refused('1', 400), failedWithCode('1')],
    ['unknown', new ApiError('format', 'HTML', { httpStatus: 200 }), loginFailed],
    ['unknown', new TypeError('boom'), loginFailed],
  ])('maps a failure to failure.%s with its toast', async (state, error, expectedToast) => {
    const { actor, effects, fill, toasts } = start(async () => {
      throw error;
    });
    fill('ada@shelfmark.test', 'Shelfmark2026');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ failure: state });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(toasts()).toEqual([expectedToast]);
    expect(effects.startSession).not.toHaveBeenCalled();
    expect(effects.navigateToDashboard).not.toHaveBeenCalled();
  });

  it('lets the reader correct the form after a failure and try again', async () => {
    let attempt = 0;
    const { actor, calls, fill } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw refused('11', 401);
      return { token: 't2', user: ada };
    });
    fill('ada@shelfmark.test', 'wrong-password');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ failure: 'wrongCredentials' })).toBe(true);

    actor.send({ type: 'field.change', field: 'password', value: 'Shelfmark2026' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values.password).toBe('Shelfmark2026');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls.map((call) => call.password)).toEqual(['wrong-password', 'Shelfmark2026']);
  });

  it('retries straight from a failure state', async () => {
    let attempt = 0;
    const { actor, calls, fill } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('network', 'offline');
      return { token: 't3', user: ada };
    });
    fill('ada@shelfmark.test', 'Shelfmark2026');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ failure: 'network' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls).toHaveLength(2);
  });

  it('blocks a resubmit from a failure state when the form became invalid', async () => {
    const { actor, calls, fill, toasts } = start(async () => {
      throw new ApiError('network', 'offline');
    });
    fill('ada@shelfmark.test', 'Shelfmark2026');
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'field.change', field: 'email', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(1);
    expect(toasts().at(-1)).toEqual({ kind: 'validation', message: 'toast.generic.validation' });
  });
});
