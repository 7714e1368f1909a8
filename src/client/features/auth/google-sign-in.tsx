// The 'Or continue with' divider and the Google link: a browser navigation, shown only when the server offers it.

import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { API } from '@shared/api-paths';
import { usePublicConfig } from './use-public-config';

function GoogleGlyph() {
  return (
    <svg viewBox="0 0 48 48" className="size-[18px]" aria-hidden focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9Z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44Z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9Z"
      />
    </svg>
  );
}

export function GoogleSignIn() {
  const { data } = usePublicConfig();
  if (!data?.googleEnabled) return null;
  return (
    <>
      <div className="relative my-6 flex items-center gap-3">
        <span className="rule-fade flex-1" />
        <span className="font-sans font-semibold text-[0.7rem] text-parchment-400 uppercase tracking-[0.18em]">
          Or continue with
        </span>
        <span className="rule-fade flex-1" />
      </div>
      <a
        href={API.googleStart}
        className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}
      >
        <GoogleGlyph />
        Google
      </a>
    </>
  );
}
