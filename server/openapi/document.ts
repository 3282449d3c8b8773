import { z } from 'zod';
import {
  API_CODES,
  type ApiPath,
  HTTP_STATUS_BY_CODE,
  apiRoutes,
  errorResponseSchema,
} from '../../src/api/contract';

type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as a JSON Schema 2020-12 object (OpenAPI 3.1's dialect). Requests are
 * described as callers send them (`io: 'input'`: an id may be a digit string, a limit above
 * 100 is allowed and clamped), answers as the server sends them. Preprocessing (a bare id or
 * string for an object) has no JSON Schema form; the object form is what is described.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

const codeTable = Object.entries(API_CODES)
  .map(([name, code]) => `| ${code} | ${name} | ${HTTP_STATUS_BY_CODE[code]} |`)
  .join('\n');

const DESCRIPTION = `Every call is a POST under \`/api\` with a JSON body, answered with
\`{ status: { code, values, message }, ...payload }\`. The HTTP status follows \`status.code\`:

| code | meaning | HTTP |
|---|---|---|
${codeTable}

Calls marked with the bearer scheme need a session (\`Authorization: Bearer <token>\`, from
\`/auth/login\`); on the others a token only personalises the answer. Bodies that name one id
or string also accept it bare (\`42\`, \`"fantasy"\`). Generated from the zod contract in
\`src/api/contract/\`; see docs/ARCHITECTURE.md.`;

/** `/books/get/user/liked-books` -> `books_get_user_liked_books`. */
const operationId = (path: string) => path.slice(1).replace(/[^A-Za-z0-9]+/g, '_');

function operation(path: ApiPath) {
  const contract = apiRoutes[path];
  return {
    operationId: operationId(path),
    tags: [path.split('/')[1] ?? 'api'],
    // A public call takes a token (personalised answer) or none.
    security: contract.access === 'session' ? [{ bearer: [] }] : [{}, { bearer: [] }],
    requestBody: {
      // `/auth/me`, `/books/genres` and the paged lists take no body at all.
      required: !contract.request.safeParse(undefined).success,
      content: { 'application/json': { schema: jsonSchema(contract.request, 'input') } },
    },
    responses: {
      '200': {
        description: 'Done: `status.code` is "0".',
        content: { 'application/json': { schema: jsonSchema(contract.response, 'output') } },
      },
      default: {
        description: 'Refused: `status.code` and `status.values` say why (see the code table).',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The contract has one version: raise it when a call changes in a way old clients notice. */
const CONTRACT_VERSION = '1.0.0';

/** The OpenAPI 3.1 document of every contract route: one POST path each. */
export function buildOpenApiDocument() {
  const paths = Object.fromEntries(
    (Object.keys(apiRoutes) as ApiPath[]).map((path) => [path, { post: operation(path) }]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Shelfmark API', version: CONTRACT_VERSION, description: DESCRIPTION },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorResponseSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
