// The toast after an import of one or several files (import-button.tsx): kept apart from the button so it is tested
// without a browser.
import type { ImportAnswer } from '@shared/entity-document';

const FAILED_TITLE = 'Import Failed';

export type ImportOutcome = { file: string } & ({ answer: ImportAnswer } | { error: string });

/**
 * The toast after an import: one file's answer or refusal in the server's words; several files' as counts, with the
 * first refusals named by file, so a game master restoring a gallery sees what came back and what did not.
 */
export function importToast(outcomes: readonly ImportOutcome[]): {
  title: string;
  description: string;
  variant?: 'destructive';
} {
  const [only] = outcomes;
  if (outcomes.length === 1 && only) {
    return 'answer' in only
      ? {
          title: only.answer.imported ? 'Import Successful' : 'Already Imported',
          description: only.answer.message,
        }
      : { variant: 'destructive', title: FAILED_TITLE, description: only.error };
  }
  const answers = outcomes.flatMap((o) => ('answer' in o ? [o.answer] : []));
  const refused = outcomes.flatMap((o) => ('error' in o ? [o] : []));
  const added = answers.filter((a) => a.imported).length;
  const kept = answers.length - added;
  const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
  const parts = [
    `Imported ${added} of ${files(outcomes.length)}.`,
    ...(kept ? [`${kept} ${kept === 1 ? 'was' : 'were'} already in your galleries.`] : []),
    ...(refused.length
      ? [
          `${files(refused.length)} could not be imported: ${refused
            .slice(0, 2)
            .map((o) => `${o.file}: ${o.error}`)
            .join(' ')}${refused.length > 2 ? ` (and ${refused.length - 2} more)` : ''}`,
        ]
      : []),
  ];
  const title =
    answers.length === 0
      ? FAILED_TITLE
      : refused.length > 0
        ? 'Partly Imported'
        : added === 0
          ? 'Already Imported'
          : 'Import Successful';
  return {
    ...(answers.length === 0 ? { variant: 'destructive' as const } : {}),
    title,
    description: parts.join(' '),
  };
}
