/** The spec's words for the venues list admin parts (spec 03 §2, §5, §8). */
export const venueAdminMessages = {
  reportsTitle: 'Reports',
  pushTitle: 'Push Notification',
  sendPush: 'Send push notification',
  deleteVenueConfirm: (title: string) => `Are you sure you want to delete ${title}?`,
  venueDeleted: 'Venue deleted',
  chooseVenue: 'Please select at least one venue',
  chooseRecipient: 'Please choose at least one venue or supplier',
  messageRequired: 'Please write the message',
  emailInvalid: 'The input is not valid email',
  chatTitleRequired: 'Please input the title',
  pushSent: (accounts: number) => `Notification sent to ${accounts} ${accounts === 1 ? 'account' : 'accounts'}`,
  adminSettingsTitle: 'Admin settings',
  adminSettingsSaved: 'The changes have been saved',
  statisticsTitle: 'Venue Statistics',
  statisticsSent: 'Statistics have been successfully sent to the provided emails',
  noStatsEmails: 'Add at least one statistics e-mail first',
} as const;
