/** Spec 01 §2: shown instead of the venue code until address line 1 and 2, city, post code and phone are filled. */
export const venueCodePrompt = 'Complete your settings to obtain your venue code';
