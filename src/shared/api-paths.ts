// Every API path the client calls, in one place (spec section 7).
export const API = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  googleStart: '/api/auth/google',
  googleCallback: '/api/auth/google/callback',
  publicConfig: '/api/config',
  /** POST a JSON export document (decision 018): restores it into the caller's account. */
  import: '/api/import',
} as const;
