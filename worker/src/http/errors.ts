/**
 * An error the client should see: its HTTP status is also the envelope's `status`, and its
 * message is shown to the user as is (spec 1 §8.1).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string, data: unknown = null) => new HttpError(400, msg, data);
export const unauthorized = (msg = 'Please login first') => new HttpError(401, msg);
export const forbidden = (msg = 'Sorry, you do not have permission to do this') => new HttpError(403, msg);
export const notFound = (msg = 'The resource does not exist') => new HttpError(404, msg);
export const tooManyRequests = (msg: string) => new HttpError(429, msg);
