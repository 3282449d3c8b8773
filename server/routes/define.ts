import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type Access,
  type ApiPath,
  LIST_DEFAULT_LIMIT,
  apiRoutes,
  idSchema,
} from '../../src/api/contract';
import { type SessionUser, findSession, tokenFromHeader } from '../auth/sessions';
import type { AppContext } from '../context';
import { forbidden } from '../domain/errors';
import { sessionInvalid, signInRequired } from '../http/errors';
import { parseBody } from '../http/validate';

type Body<Path extends ApiPath> = z.output<(typeof apiRoutes)[Path]['request']>;

interface HandlerInput<Path extends ApiPath, User> {
  body: Body<Path>;
  user: User;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<Path extends ApiPath> = (typeof apiRoutes)[Path]['access'] extends 'session'
  ? SessionUser
  : SessionUser | null;

export interface RouteOptions {
  /** Raised for the photo upload only; everything else keeps the app's JSON_BODY_LIMIT. */
  bodyLimit?: number;
  /**
   * A further check of a session route's caller (the moderator role), made as soon as the
   * session is known: a caller it refuses gets no body read or validated either.
   */
  authorize?: (user: SessionUser) => Promise<void>;
}

/** The caller found from the token before the body was read, for the handler to act as. */
const callers = new WeakMap<FastifyRequest, SessionUser | null>();

/**
 * The token's user, or the refusal of a call that needs a session. A stale token on a public
 * read is treated as a guest so browsing keeps working; /auth/me tells the client its session
 * has ended.
 */
async function tokenCaller(context: AppContext, access: Access, token: string) {
  const user = await findSession(context, token);
  if (!user && access === 'session') throw sessionInvalid();
  return user;
}

/**
 * Registers `POST /api<path>` with the contract's schema and access rule. The handler returns
 * the payload keys; the envelope is added by `ok` in the handler.
 */
export function defineRoute<Path extends ApiPath>(
  app: FastifyInstance,
  context: AppContext,
  path: Path,
  handler: (input: HandlerInput<Path, UserFor<Path>>) => Promise<object>,
  options: RouteOptions = {},
) {
  const contract = apiRoutes[path];
  app.post(
    `/api${path}`,
    {
      bodyLimit: options.bodyLimit,
      // onRequest runs before Fastify reads the body: a caller without a valid session never
      // gets a body of megabytes read, scanned and parsed on a route that would refuse it.
      onRequest: (request, _reply, done) => {
        const token = tokenFromHeader(request.headers.authorization);
        // Without a token there is nothing to look up: a guest, or a refusal, with no promise.
        if (!token) {
          done(contract.access === 'session' ? signInRequired() : undefined);
          return;
        }
        context.inFlight
          .run(async () => {
            const user = await tokenCaller(context, contract.access, token);
            if (user && options.authorize) await options.authorize(user);
            callers.set(request, user);
          })
          .then(() => done(), done);
      },
    },
    (request, reply) =>
      context.inFlight.run(async () => {
        const user = callers.get(request) ?? null;
        // The hook refused these already; kept here so the cast below can never lie.
        if (!user && contract.access === 'session') throw signInRequired();
        const body = parseBody(contract.request, request.body) as Body<Path>;
        if (user && contract.access === 'session' && !NAMES_ANOTHER_USER.has(path)) {
          refuseOtherUser(user, request.body);
        }
        return handler({ body, user: user as UserFor<Path>, request, reply });
      }),
  );
}

/**
 * A body naming a user acts as that user only when it is the caller: the acting user is always
 * the session's, and a `user_id` (or `userId`) naming someone else is code 4 on every call made
 * with a session, whether or not the call's schema knows the key (unknown keys are dropped, so
 * it would otherwise be silently ignored). Public reads name the reader they show, so they are
 * not checked.
 */
/**
 * Calls whose `user_id` is the other reader they act on (the spec's follow body, the reader
 * whose name or photo is reported), not the actor.
 */
const NAMES_ANOTHER_USER: ReadonlySet<ApiPath> = new Set([
  '/follows/follow-user',
  '/follows/unfollow-user',
  '/reports/create',
  '/follows/requests/answer',
  '/users/block',
  '/users/unblock',
  '/users/mute',
  '/users/unmute',
]);

function refuseOtherUser(user: SessionUser, raw: unknown) {
  if (typeof raw !== 'object' || raw === null) return;
  const claimed = ['user_id', 'userId'].map((key) => {
    const value = (raw as Record<string, unknown>)[key];
    // Most bodies name no user: a failed parse builds zod's issues, wasted on every call.
    if (value === undefined) return undefined;
    const parsed = idSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  });
  assertActingUser(user, ...claimed);
}

export function assertActingUser(user: SessionUser, ...claimed: (number | undefined)[]) {
  if (claimed.some((id) => id !== undefined && id !== user.userId)) {
    throw forbidden('You can only act on your own account.');
  }
}

export function paging(
  body: { limit?: number; offset?: number },
  defaultLimit = LIST_DEFAULT_LIMIT,
) {
  return { limit: body.limit ?? defaultLimit, offset: body.offset ?? 0 };
}
