/** The spec's words for the venue list, shell and settings (spec 01 §2, §5, §8; spec 03 §2). */
export const venueMessages = {
  settingsTitle: 'Settings',
  settingsSubtitle: 'Update your venue and delivery details',
  addressIncomplete: 'Please complete your address',
  phoneRequired: 'Please complete your phone number',
  titleRequired: 'Please complete your venue title',
  codeTooShort: 'The venue code has to have at least 6 characters',
  codeTaken: 'This venue code is already used by another venue',
  settingsSavedTitle: 'Venue settings',
  settingsSavedMessage: 'The changes have been saved',
  codeRegenerated: 'Venue settings - The venue code have been updated',
  completeSetUpForCode: 'Complete set up to get a code',
  completeSettingsForCode: 'Complete your settings to obtain your venue code',
  venueCreated: 'Venue created successfully',
} as const;

/** Spec 01 §9. */
export const venueCodeMinLength = 6;
