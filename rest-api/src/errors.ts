// Errors as the programme's LoopBack API answers them (loopback-contract.md §4):
// `{"error":{"statusCode","name","message","code"?,"details"?}}`, 5xx with the message hidden.

export interface ErrorOptions {
  code?: string;
  details?: unknown;
  name?: string;
}

/** An error with an HTTP status; its message is shown to the client when the status is 4xx. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly errorName: string;

  constructor(statusCode: number, message: string, options: ErrorOptions = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = options.code;
    this.details = options.details;
    this.errorName = options.name ?? 'Error';
  }
}

export function badRequest(message: string, options?: ErrorOptions): HttpError {
  return new HttpError(400, message, options);
}

export function authorizationRequired(): HttpError {
  return new HttpError(401, 'Authorization Required', { code: 'AUTHORIZATION_REQUIRED' });
}

export function invalidToken(): HttpError {
  return new HttpError(401, 'Invalid Access Token', { code: 'INVALID_TOKEN' });
}

export function loginFailed(): HttpError {
  return new HttpError(401, 'login failed', { code: 'LOGIN_FAILED' });
}

export function modelNotFound(modelName: string, id: unknown): HttpError {
  return new HttpError(404, `Unknown "${modelName}" id "${String(id)}".`, { code: 'MODEL_NOT_FOUND' });
}

export interface LoopbackErrorBody {
  error: {
    statusCode: number;
    name?: string;
    message: string;
    code?: string;
    details?: unknown;
  };
}

/** The body for a 4xx error, keys in LoopBack's order; `code`/`details` only when set. */
export function clientErrorBody(statusCode: number, name: string, message: string, code?: string, details?: unknown): LoopbackErrorBody {
  const error: LoopbackErrorBody['error'] = { statusCode, name, message };
  if (code !== undefined) error.code = code;
  if (details !== undefined) error.details = details;
  return { error };
}

export const INTERNAL_ERROR_BODY: LoopbackErrorBody = Object.freeze({
  error: Object.freeze({ statusCode: 500, message: 'Internal Server Error' }),
});
