// The line under each sign-in form saying that going on means agreeing to the Privacy Policy (opens in a new tab).
import { ROUTES } from '@client/lib/routes';

export function PrivacyNote({ action }: { action: 'signing in' | 'signing up' }) {
  return (
    <p className="mt-6 text-center font-sans text-parchment-400 text-xs leading-relaxed">
      By {action}, you agree to our{' '}
      <a
        href={ROUTES.privacyPolicy}
        target="_blank"
        rel="noopener noreferrer"
        className="text-gold-300 underline decoration-gold-500/40 underline-offset-2 hover:text-gold-200 hover:decoration-gold-300"
      >
        Privacy Policy
      </a>
      .
    </p>
  );
}
