/** A failure with a stable code and HTTP status; the error handler turns it into `{ error: { code, message } }`. */
export type AppError = Error & { code: string; statusCode: number; expose: true };

export function appError(code: string, statusCode: number, message: string): AppError {
  return Object.assign(new Error(message), { code, statusCode, expose: true as const });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && (error as Partial<AppError>).expose === true;
}

export const commonErrors = {
  notFound: (what = 'Resource') => appError('not_found', 404, `${what} not found`),
  unauthorized: () => appError('unauthorized', 401, 'Please sign in to continue.'),
  forbidden: () => appError('forbidden', 403, "You don't have permission to do that."),
};
