/** localStorage keys; the first three are named by the spec (§3) and shared with the admin area. */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'Web_Language',
  theme: 'Web_Theme',
  registerCountdown: 'registerCodeCountdownEnd',
  resetCountdown: 'resetPasswordCountdownEnd',
  changeEmailCountdown: 'changeEmailCodeCountdownEnd',
} as const;
