import { API_CODES, type ApiCode, type Status } from '../../src/api/contract';

export function status(code: ApiCode = API_CODES.ok, message = '', values: string[] = []): Status {
  return { code, values, message };
}

/** A success body: `{ status: { code: "0", ... }, ...payload }`. */
export function ok<Payload extends object>(payload: Payload): { status: Status } & Payload {
  return { status: status(), ...payload };
}
