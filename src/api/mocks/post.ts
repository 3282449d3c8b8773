import { http, type HttpResponseResolver } from 'msw';
import { apiRoutes, type ApiPath } from '../contract';

/**
 * An MSW handler for one contract call. The body is parsed with the contract's request schema,
 * exactly as the server does, so mocks accept the same body forms (bare ids, objects).
 */
export function post<Path extends ApiPath>(
  path: Path,
  resolver: (args: {
    body: unknown;
    parsed: unknown;
    request: Request;
  }) => ReturnType<HttpResponseResolver>,
) {
  return http.post(`/api${path}`, async ({ request }) => {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    const result = apiRoutes[path].request.safeParse(body);
    return resolver({ body, parsed: result.success ? result.data : undefined, request });
  });
}
