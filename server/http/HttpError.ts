/** An error with an HTTP status and a message safe to show the candidate. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what, 'not_found');
export const badRequest = (message: string) => new HttpError(400, message, 'bad_request');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const unauthorized = () => new HttpError(401, 'Please log in to continue.', 'login_required');
