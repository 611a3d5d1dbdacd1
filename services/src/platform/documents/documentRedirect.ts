import { z } from 'zod';

/**
 * A generated document's route answers 303 to the document's short-lived signed link; a client
 * that follows it receives the PDF itself, so both answers are documented.
 */
export const documentRedirectResponses = {
  200: z.unknown().describe('The PDF, once the redirect to its signed link is followed'),
  303: z.null().describe('Redirect to the document’s signed, short-lived link (no body)'),
};
