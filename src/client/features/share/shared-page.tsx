// The public page of a share link, /s/{token} (decision 019): the entity's picture and fields, read-only, for anyone
// with the link; no sidebar, no account menu and no controls. A dead link (unknown, revoked, expired) says so.
import { BrandWordmark } from '@client/components/brand-mark';
import { PageLoading } from '@client/components/page-loading';
import { Badge } from '@client/components/ui/badge';
import { BulletList, DetailSection, Fact } from '@client/features/content/sections';
import { ApiError, getJson } from '@client/lib/api-client';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { SHARE_NOT_FOUND_MESSAGE, SHARE_PATHS, type SharedEntity } from '@shared/share';
import { useQuery } from '@tanstack/react-query';
import { Link2OffIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** 'plotHooks' → 'Plot Hooks'. */
function fieldTitle(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Enum values as written ('lawful-good' → 'Lawful Good'). */
function valueTitle(value: string): string {
  return /^[a-z]+(?:[-_ ][a-z]+)*$/.test(value)
    ? value.replace(/[-_]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
    : value;
}

// Fields that steer the picture rather than describe the entity: the picture itself shows them.
const PICTURE_FIELD = /(Style|Category)$|^(looks?|arms|layout|tags|name)$/;
const SHORT = 60;

type Titled = { title?: unknown; name?: unknown; rivalName?: unknown; description?: unknown; role?: unknown };

/** An entry of a list of records: its title (title, name or rival name, with a role) and its description. */
function entryOf(value: unknown): { title: string; description: string } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Titled;
  const title = [v.title, v.name, v.rivalName].find((t): t is string => typeof t === 'string');
  const description = typeof v.description === 'string' ? v.description : '';
  if (!title) return null;
  return { title: typeof v.role === 'string' ? `${title}, ${v.role}` : title, description };
}

/**
 * The kind's fields, generically: short texts and numbers as facts, prose as sections, lists as lists. Empty fields
 * (what a player view hides, what the request left out) are not shown.
 */
function SharedFields({ data }: { data: Record<string, unknown> }) {
  const facts: [string, string][] = [];
  const sections: { key: string; title: string; body: ReactNode }[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (PICTURE_FIELD.test(key) || value === null || value === '') continue;
    const title = fieldTitle(key);
    if (typeof value === 'number') facts.push([title, value.toLocaleString('en')]);
    else if (typeof value === 'boolean') facts.push([title, value ? 'Yes' : 'No']);
    else if (typeof value === 'string') {
      if (value.length <= SHORT) facts.push([title, valueTitle(value)]);
      else sections.push({ key, title, body: <p className="whitespace-pre-line">{value}</p> });
    } else if (Array.isArray(value) && value.length > 0) {
      const strings = value.filter((v): v is string => typeof v === 'string');
      const entries = value
        .map(entryOf)
        .filter((e): e is { title: string; description: string } => e !== null);
      if (strings.length > 0) sections.push({ key, title, body: <BulletList items={strings} /> });
      else if (entries.length > 0) {
        sections.push({
          key,
          title,
          body: (
            <ul className="grid gap-3">
              {entries.map((entry) => (
                <li key={entry.title}>
                  <p className="font-semibold text-parchment-50">{entry.title}</p>
                  {entry.description ? <p>{entry.description}</p> : null}
                </li>
              ))}
            </ul>
          ),
        });
      }
    }
  }
  return (
    <>
      {facts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 font-sans text-sm sm:grid-cols-3">
          {facts.map(([title, text]) => (
            <Fact key={title} label={title}>
              {text}
            </Fact>
          ))}
        </dl>
      ) : null}
      <div className="grid gap-6">
        {sections.map((section) => (
          <DetailSection key={section.key} title={section.title}>
            {section.body}
          </DetailSection>
        ))}
      </div>
    </>
  );
}

function DeadLink() {
  return (
    <div
      className="mx-auto grid max-w-lg justify-items-center gap-4 py-20 text-center"
      data-testid="share-dead"
    >
      <Link2OffIcon className="size-10 text-gold-400" aria-hidden />
      <h1 className="font-display font-semibold text-3xl text-parchment-50">This link no longer works</h1>
      <p className="text-parchment-300">
        {SHARE_NOT_FOUND_MESSAGE} Ask the person who shared it for a new one.
      </p>
      <Link
        href={ROUTES.home}
        className="font-sans text-gold-300 underline underline-offset-4 hover:text-gold-200"
      >
        Visit Loreforge
      </Link>
    </div>
  );
}

export function SharedPage({ token }: { token: string }) {
  const query = useQuery({
    queryKey: ['shared', token],
    queryFn: ({ signal }) => getJson<SharedEntity>(SHARE_PATHS.data(token), signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  });
  const shared = query.data;
  useDocumentTitle(shared ? shared.name : query.isError ? 'Link not found' : null);
  const tags = Array.isArray(shared?.data.tags) ? shared.data.tags.filter((t) => typeof t === 'string') : [];

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-gold-500/10 border-b">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center px-4 sm:px-6">
          <Link
            href={ROUTES.home}
            aria-label="Loreforge home"
            className="rounded-md focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-4"
          >
            <BrandWordmark />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        {query.isPending ? (
          <PageLoading />
        ) : !shared ? (
          query.error instanceof ApiError && query.error.status === 404 ? (
            <DeadLink />
          ) : (
            <p className="py-20 text-center text-blood-300" role="alert">
              {query.error?.message}
            </p>
          )
        ) : (
          <article
            className="grid gap-8 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
            aria-labelledby="shared-name"
            data-testid="shared-entity"
          >
            {shared.imageUrl ? (
              <img
                src={shared.imageUrl}
                alt={`Artwork of ${shared.name}`}
                className="w-full self-start rounded-xl border border-gold-500/25"
              />
            ) : null}
            <div className="grid min-w-0 content-start gap-6">
              <header className="grid gap-3">
                <p className="font-sans font-semibold text-gold-400 text-xs uppercase tracking-[0.18em]">
                  {shared.label}
                  {shared.playerView ? ' · Player view' : ''}
                </p>
                <h1
                  id="shared-name"
                  className="font-display font-semibold text-3xl text-parchment-50 leading-tight [overflow-wrap:anywhere]"
                >
                  {shared.name}
                </h1>
                {tags.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                    {tags.map((tag) => (
                      <li key={tag}>
                        <Badge>{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </header>
              <SharedFields data={shared.data} />
            </div>
          </article>
        )}
      </main>
      <footer className="border-gold-500/10 border-t py-6 text-center font-sans text-parchment-400 text-xs">
        Shared from{' '}
        <Link href={ROUTES.home} className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          Loreforge
        </Link>
        , read-only.
      </footer>
    </div>
  );
}
