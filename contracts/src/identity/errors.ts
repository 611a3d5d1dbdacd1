import { defineErrors } from '../platform/errors';
import { identityMessages } from './messages';

/** Every way identity refuses a request, with the spec's words (01 §5, §8). */
export const identityErrors = defineErrors({
  unauthenticated: { code: 'UNAUTHENTICATED', status: 401, message: identityMessages.signInRequired },
  forbidden: { code: 'FORBIDDEN', status: 403, message: identityMessages.forbidden },
  onlyAdminsCreateVenues: { code: 'FORBIDDEN', status: 403, message: 'Only admins can create another venue' },
  unknownEmail: { code: 'UNKNOWN_EMAIL', status: 404, message: identityMessages.unknownEmail },
  unknownEmailAtSignIn: { code: 'UNKNOWN_EMAIL', status: 401, message: identityMessages.unknownEmail },
  wrongPassword: { code: 'WRONG_PASSWORD', status: 401, message: identityMessages.wrongPassword },
  emailTaken: { code: 'EMAIL_TAKEN', status: 409, message: identityMessages.emailTaken },
  invalidResetCode: { code: 'INVALID_RESET_CODE', status: 400, message: identityMessages.invalidResetCode },
  expiredResetCode: { code: 'EXPIRED_RESET_CODE', status: 400, message: identityMessages.expiredResetCode },
  tooManyAttempts: { code: 'TOO_MANY_ATTEMPTS', status: 429, message: identityMessages.tooManyAttempts },
  sessionExists: { code: 'SESSION_EXISTS', status: 409, message: 'This session already exists' },
  accountNotFound: { code: 'NOT_FOUND', status: 404, message: 'Account was not found' },
});
