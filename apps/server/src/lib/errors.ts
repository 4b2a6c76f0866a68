/** Domain errors: services throw these, one error handler maps them to HTTP. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(message, 422, errors);
  }
}

export class Unauthenticated extends AppError {
  constructor(message: string) {
    super(message, 401);
  }
}

export class Forbidden extends AppError {
  constructor(message: string) {
    super(message, 403);
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super(message, 404);
  }
}

export class Conflict extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(message, 409, errors);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}
