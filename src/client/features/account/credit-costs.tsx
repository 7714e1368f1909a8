// What an action costs, said beside the button that spends it (issue 23): the account's answer from
// GET /api/user/credits (the account page reads the same cached answer) and the session's balance.
import { getJson } from '@client/lib/api-client';
import { ROUTES } from '@client/lib/routes';
import { creditsWord, displayCredits, useSession } from '@client/lib/session-store';
import { CREDITS_PATHS, type CreditsAnswer } from '@shared/credits';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';

export type CreditAction = keyof CreditsAnswer['costs'];

/** The signed-in user's credits, costs and newest ledger lines. */
export function useCreditsAnswer() {
  const { user } = useSession();
  return useQuery<CreditsAnswer>({
    queryKey: [CREDITS_PATHS.account, user?.username],
    // No abort signal: the answer is shared by every cost note and card on the page, so a card leaving the page
    // (a search narrowing the gallery) must not cancel the one call the others wait for.
    queryFn: () => getJson<CreditsAnswer>(CREDITS_PATHS.account),
    enabled: user !== null,
  });
}

/** 'uses 1 credit', 'free'. */
export function costWords(cost: number): string {
  return cost === 0 ? 'free' : `uses ${cost} ${creditsWord(cost)}`;
}

/** 'Uses 1 credit · 7 credits left' (the cost once it is known); with none left, 'No credits left'. */
export function costLine(cost: number | null, left: number): string {
  if (left <= 0) return 'No credits left';
  const spend = cost === null ? '' : `${costWords(cost).replace(/^./, (c) => c.toUpperCase())} · `;
  return `${spend}${left} ${creditsWord(left)} left`;
}

/** The small line under a button that spends credits; the button names it with aria-describedby. */
export function CostNote({
  id,
  action,
  className,
}: {
  id: string;
  action: CreditAction;
  className?: string;
}) {
  const { user } = useSession();
  const answer = useCreditsAnswer();
  const left = displayCredits(user);
  const cost = answer.data?.costs[action] ?? null;
  return (
    <p id={id} className={className ?? 'font-sans text-parchment-400 text-xs'} data-testid="cost-note">
      {costLine(cost, left)}
      {left <= 0 ? (
        <>
          {' · '}
          <Link href={ROUTES.account} className="text-gold-300 underline underline-offset-2">
            see your account
          </Link>
        </>
      ) : null}
    </p>
  );
}
