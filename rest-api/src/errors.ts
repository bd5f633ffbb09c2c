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

/** Outside the user's scope (product-rules §1): LoopBack's ACL denial with a token present. */
export function forbidden(message = 'Access Denied'): HttpError {
  return new HttpError(403, message, { code: 'ACCESS_DENIED' });
}

export function tooManyRequests(message: string): HttpError {
  return new HttpError(429, message, { code: 'TOO_MANY_REQUESTS' });
}

/** Per property: codes (LoopBack's: presence, format, uniqueness, …) and Russian messages. */
export class ValidationErrors {
  readonly codes: Record<string, string[]> = {};
  readonly messages: Record<string, string[]> = {};
  readonly values: Record<string, unknown> = {};

  add(property: string, code: string, message: string, value?: unknown): this {
    (this.codes[property] ??= []).push(code);
    (this.messages[property] ??= []).push(message);
    this.values[property] = value;
    return this;
  }

  get empty(): boolean {
    return Object.keys(this.codes).length === 0;
  }

  /** 422 ValidationError as juggler builds it, with the messages in Russian. */
  toError(modelName: string): HttpError {
    const context = modelName.charAt(0).toLowerCase() + modelName.slice(1);
    const parts = Object.entries(this.messages).flatMap(([property, messages]) => messages.map((m) => `\`${property}\` ${m} (value: ${formatValue(this.values[property])})`));
    return new HttpError(422, `The \`${modelName}\` instance is not valid. Details: ${parts.join('; ')}.`, {
      name: 'ValidationError',
      details: { context, codes: this.codes, messages: this.messages },
    });
  }
}

function formatValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 32 ? `${text.slice(0, 29)}...` : text;
}

/** One property's validation failure. */
export function validationError(modelName: string, property: string, code: string, message: string, value?: unknown): HttpError {
  return new ValidationErrors().add(property, code, message, value).toError(modelName);
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
