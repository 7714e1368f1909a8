// /account: the signed-in game master's credits: what is left, what each action costs, the history of spends,
// refunds and grants, and what happens at 0 (issue 23). Read from GET /api/user/credits.
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { GalleryError } from '@client/features/content/gallery/gallery-states';
import { creditsWord, useSession } from '@client/lib/session-store';
import { useDocumentTitle } from '@client/lib/use-document-title';
import type { CreditsAnswer } from '@shared/credits';
import { CoinsIcon, LoaderCircleIcon } from 'lucide-react';
import { useCreditsAnswer } from './credit-costs';

const REASONS: Record<CreditsAnswer['history'][number]['reason'], string> = {
  generation: 'Generation',
  regeneration: 'Picture regenerated',
  reroll: 'Section re-rolled',
  refund: 'Refund',
  grant: 'Credits granted',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AccountPage() {
  useDocumentTitle('Account');
  const { user } = useSession();
  const query = useCreditsAnswer();
  const answer = query.data;

  return (
    <PageContainer className="grid gap-8">
      <PageHeader
        eyebrow={user?.username ?? 'Account'}
        title="Your Account"
        description="Your credits: what is left, what each action costs and where they went."
        icon={CoinsIcon}
      />
      {query.isError ? (
        <GalleryError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <p className="flex items-center gap-2 text-parchment-300" role="status">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
          Counting your credits…
        </p>
      ) : (
        <>
          <section aria-labelledby="credits-heading" className="panel grid gap-4 rounded-xl p-6">
            <h2 id="credits-heading" className="font-display text-2xl text-parchment-50">
              Credits
            </h2>
            <p className="font-sans text-parchment-100">
              <span
                className="font-semibold text-4xl text-gold-200 tabular-nums"
                data-testid="account-page-credits"
              >
                {answer.credits}
              </span>{' '}
              {creditsWord(answer.credits)} left
            </p>
            <dl className="grid gap-x-8 gap-y-2 font-sans text-sm sm:grid-cols-3">
              {(
                [
                  ['Forging an NPC, item, town or faction', answer.costs.generation],
                  ['Regenerating a picture', answer.costs.regeneration],
                  ['Re-rolling a section', answer.costs.reroll],
                ] as const
              ).map(([label, cost]) => (
                <div key={label}>
                  <dt className="text-parchment-400">{label}</dt>
                  <dd className="text-parchment-100">
                    {cost === 0 ? 'Free' : `${cost} ${creditsWord(cost)}`}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="max-w-3xl text-parchment-300">
              A generation that fails costs nothing, and a regeneration whose picture fails is refunded. At 0
              the forges stop until credits are added. Credits do not refill by themselves: ask whoever runs
              this Loreforge to grant more. Everything you have made stays yours to read, edit, export and
              share.
            </p>
          </section>
          <section aria-labelledby="history-heading" className="grid gap-3">
            <h2 id="history-heading" className="font-display text-2xl text-parchment-50">
              History
            </h2>
            {answer.history.length === 0 ? (
              <p className="text-parchment-300">Nothing spent yet: your first forging will show here.</p>
            ) : (
              // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
              <div
                className="overflow-x-auto rounded-xl border border-gold-500/15"
                role="region"
                aria-label="Credit history, newest first"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
                tabIndex={0}
              >
                <table className="w-full font-sans text-sm">
                  <caption className="sr-only">Credit history, newest first</caption>
                  <thead className="bg-ink-900 text-left text-parchment-300">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-medium">
                        When
                      </th>
                      <th scope="col" className="px-4 py-2 font-medium">
                        What
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-medium">
                        Credits
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.history.map((line) => (
                      <tr key={line.id} className="border-gold-500/10 border-t" data-testid="credit-line">
                        <td className="whitespace-nowrap px-4 py-2 text-parchment-300">
                          {when.format(new Date(line.createdAt))}
                        </td>
                        <td className="px-4 py-2 text-parchment-100">
                          {REASONS[line.reason]}
                          {line.name ? `: ${line.kind ? `${line.kind} ` : ''}${line.name}` : ''}
                        </td>
                        <td
                          className={`px-4 py-2 text-right tabular-nums ${line.delta < 0 ? 'text-blood-300' : 'text-emerald-300'}`}
                        >
                          {line.delta > 0 ? `+${line.delta}` : `−${-line.delta}`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </PageContainer>
  );
}
