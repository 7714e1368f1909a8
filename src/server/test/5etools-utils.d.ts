// The part of `5etools-utils` (plain JavaScript) the tests use: its schema validator's set-up.
declare module '5etools-utils/lib/UtilAjv.js' {
  export const UtilAjv: { getValidator(): unknown };
}
