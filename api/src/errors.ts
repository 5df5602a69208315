/**
 * Domain errors: what a use case throws when it refuses. http/error-handler.ts maps them to
 * responses in one place: a handled failure is HTTP 200 with a non-200 code and a Chinese
 * message; a missing or expired token is 401; a token of the wrong kind, or an operator's role that may not, 403.
 */
import { apiMessages } from 'shared-contracts';

export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** No valid token: HTTP 401, so the client clears its session and opens the login dialog. */
export class UnauthorizedError extends DomainError {
  constructor() {
    super(401, apiMessages.unauthorized);
    this.name = 'UnauthorizedError';
  }
}

/** A valid token of the wrong kind (a player's token on an operator endpoint): HTTP 403. */
export class ForbiddenError extends DomainError {
  /** The console names why (a role, two-factor login not enrolled); the player site shows its own text for 403. */
  constructor(message: string = apiMessages.forbidden) {
    super(403, message);
    this.name = 'ForbiddenError';
  }
}

export const refuse = (message: string, code = 400) => new DomainError(code, message);
