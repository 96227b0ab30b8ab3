/** User-visible texts of the app shell (spec 1 sections 2 and 8). */
export const shellStrings = {
  productName: 'Study Maps',
  loading: 'loading...',
  failure: 'Oops! Something went wrong. Please try refreshing the page or try again later.',
  loadingFlags: 'Loading settings',
  closeNotification: 'Close notification',
  repeatsLabel: (repeats: number) => `Repeated ${repeats} more ${repeats === 1 ? 'time' : 'times'}`,
  notificationsRegion: 'Notifications',
  placeholderNotYet: 'This screen is not built yet.',
  placeholderDeliveredBy: (issue: string) => `It arrives with ${issue}.`,
  account: {
    menu: 'Account menu',
    profile: 'My Profile',
    administration: 'Administration',
    logout: 'Logout',
    logoutTitle: 'Log out?',
    logoutMessage: 'You will need to sign in again to continue.',
  },
} as const;
