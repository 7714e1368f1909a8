// Every API path the client calls, in one place (spec section 7).
export const API = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  /** Signs out every session of the account, this one included, and forgets its trusted devices. */
  logoutAll: '/api/auth/logout-all',
  /** Changes the password: the other sessions end, this one stays. */
  password: '/api/auth/password',
  googleStart: '/api/auth/google',
  googleCallback: '/api/auth/google/callback',
  publicConfig: '/api/config',
  /** POST a JSON export document (decision 018): restores it into the caller's account. */
  import: '/api/import',
} as const;
