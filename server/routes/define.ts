import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ApiPath, LIST_DEFAULT_LIMIT, apiRoutes } from '../../src/api/contract';
import { type SessionUser, findSession, tokenFromHeader } from '../auth/sessions';
import type { AppContext } from '../context';
import { forbidden, sessionInvalid, signInRequired } from '../http/errors';
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
  /** Raised for the photo upload only; everything else keeps the app's 1 MB. */
  bodyLimit?: number;
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
  app.post(`/api${path}`, { bodyLimit: options.bodyLimit }, (request, reply) =>
    context.inFlight.run(async () => {
      const token = tokenFromHeader(request.headers.authorization);
      let user: SessionUser | null = null;
      if (token) {
        user = await findSession(context, token);
        // A stale token on a public read is treated as a guest so browsing keeps working;
        // /auth/me tells the client its session has ended.
        if (!user && contract.access === 'session') throw sessionInvalid();
      } else if (contract.access === 'session') {
        throw signInRequired();
      }
      const body = parseBody(contract.request, request.body) as Body<Path>;
      return handler({ body, user: user as UserFor<Path>, request, reply });
    }),
  );
}

/** The acting user is the token's user: an id in the body naming anyone else is refused. */
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
