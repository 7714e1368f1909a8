// 'Export ZIP' in every gallery's toolbar (decision 023): a dialog that packs this gallery, the entities its search
// and filters show, or every gallery into one ZIP of PDFs, Markdown, JSON documents and pictures. The download streams
// with a progress bar ('Packed 12 of 240', counted from the archive's headers as they arrive), Cancel stops it, and
// the finished archive is saved. Focus returns to the button when the dialog closes (the dialog primitive does it).
import { Button, type ButtonProps } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { RadioChip, RadioGroup } from '@client/components/ui/radio-group';
import { toast } from '@client/components/ui/use-toast';
import { CLIENT_KINDS as GALLERY_KINDS } from '@client/features/kinds/registry';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import {
  BULK_EXPORT_DEFAULT_FORMATS,
  BULK_EXPORT_FORMATS,
  BULK_EXPORT_MAX_IDS,
  type BulkExportFormat,
} from '@shared/bulk-export';
import type { PaperSize } from '@shared/content';
import { must } from '@shared/must';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileArchiveIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import {
  type FilterValues,
  filterEntities,
  type GalleryFilter,
  type GallerySearch,
} from '../gallery/gallery-filters';
import { entityPagesQueryOptions, pageEntities } from '../gallery/get-entities';
import { isFiltering } from '../gallery/use-gallery';
import { type BulkExportProgress, downloadBulkExport } from './bulk-export';
import { paperForLocale } from './paper-size';
import { saveBlob } from './save-file';

/** What the gallery shows: its search and filters, applied to its loaded pages for 'the N shown'. */
export type GallerySelection = {
  search: GallerySearch<KindEntity>;
  query: string;
  filters: readonly GalleryFilter<KindEntity>[];
  values: FilterValues;
};

type Scope = 'gallery' | 'shown' | 'all';

const FORMAT_LABELS: Record<BulkExportFormat, { label: string; hint: string }> = {
  pdf: { label: 'PDF', hint: 'The printable sheet of each entity.' },
  markdown: { label: 'Markdown', hint: 'For Obsidian and for Homebrewery, one file each.' },
  json: { label: 'JSON', hint: 'The file Import reads, picture included: a backup of everything.' },
  image: { label: 'Pictures', hint: 'Portraits, item art, maps and emblems as image files.' },
  vault: {
    label: 'Obsidian vault',
    hint: 'A folder to open as a vault: a note per entity, links both ways, stat blocks and zoomable maps.',
  },
  '5etools': {
    label: '5etools and Improved Initiative',
    hint: 'A 5etools homebrew file (stat-block NPCs as creatures, magic items as items) and an Improved Initiative library.',
  },
};

const PAPERS: { value: PaperSize; label: string }[] = [
  { value: 'letter', label: 'Letter' },
  { value: 'a4', label: 'A4' },
];

/** Whether two choices of formats are the same (each list holds a format once). */
const sameFormats = (a: readonly BulkExportFormat[], b: readonly BulkExportFormat[]) =>
  a.length === b.length && a.every((format) => b.includes(format));

/** '1 NPC', '240 NPCs' (every kind's label takes a plain 's'). */
function countOf(count: number, label: string): string {
  return `${count} ${label}${count === 1 ? '' : 's'}`;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function BulkExportButton({
  kind,
  selection,
  ...props
}: { kind: ClientKind; selection: GallerySelection } & Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" {...props}>
          <FileArchiveIcon aria-hidden />
          Export ZIP
        </Button>
      </DialogTrigger>
      {open ? <BulkExportDialog kind={kind} selection={selection} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function BulkExportDialog({
  kind,
  selection,
  onDone,
}: {
  kind: ClientKind;
  selection: GallerySelection;
  onDone: () => void;
}) {
  const id = useId();
  const { label, kind: kindName, listPath } = kind.contract;
  // The gallery's own pages, from the cache it already filled (no fetch of its own): what 'the N shown' means.
  const pages = useInfiniteQuery({ ...entityPagesQueryOptions(kind), refetchOnMount: false });
  const total = pages.data?.pages[0]?.total ?? 0;
  const complete = pages.data !== undefined && !pages.hasNextPage;
  const filtering = isFiltering(selection.query, selection.values);
  const { search, query, filters, values } = selection;
  const shown = useMemo(
    () =>
      filtering ? filterEntities(pageEntities(pages.data?.pages ?? []), search, query, filters, values) : [],
    [filtering, pages.data, search, query, filters, values],
  );
  const shownUsable = filtering && complete && shown.length > 0 && shown.length <= BULK_EXPORT_MAX_IDS;

  const [scope, setScope] = useState<Scope>(shownUsable ? 'shown' : 'gallery');
  const [formats, setFormats] = useState<readonly BulkExportFormat[]>(BULK_EXPORT_DEFAULT_FORMATS);
  const [paper, setPaper] = useState<PaperSize>(() => paperForLocale(globalThis.navigator?.language));
  const [progress, setProgress] = useState<BulkExportProgress | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef<AbortController | null>(null);
  const download = useRef<HTMLButtonElement>(null);

  // Closing the dialog (Escape, the close button) while packing cancels the download.
  useEffect(() => () => running.current?.abort(), []);

  const scopes: { value: Scope; label: string; about: string; disabled?: boolean }[] = [
    { value: 'gallery', label: 'This gallery', about: `All ${countOf(total, label)} in this gallery.` },
    ...(filtering
      ? [
          {
            value: 'shown' as const,
            label: complete ? `The ${shown.length} shown` : 'The ones shown',
            disabled: !shownUsable,
            about: !complete
              ? 'Still searching the whole gallery…'
              : shown.length === 0
                ? 'Your search and filters show nothing to export.'
                : shown.length > BULK_EXPORT_MAX_IDS
                  ? `Your search shows ${countOf(shown.length, label)}, more than ${BULK_EXPORT_MAX_IDS} at once: export the whole gallery, or narrow the search.`
                  : `The ${countOf(shown.length, label)} your search and filters show.`,
          },
        ]
      : []),
    {
      value: 'all',
      label: 'Every gallery',
      about: `Everything you have made: ${GALLERY_KINDS.map((k) => `${k.contract.label}s`).join(', ')}.`,
    },
  ];
  const chosen = scopes.find((option) => option.value === scope) ?? must(scopes[0], 'an export scope');
  const shownScope = scopes.find((option) => option.value === 'shown');

  const toggle = (format: BulkExportFormat, on: boolean) =>
    setFormats((current) => BULK_EXPORT_FORMATS.filter((f) => (f === format ? on : current.includes(f))));

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    const everything = scope === 'all';
    const request = {
      kinds: everything ? undefined : [kindName],
      ids: scope === 'shown' ? shown.map((entity) => entity.id) : undefined,
      formats: sameFormats(formats, BULK_EXPORT_DEFAULT_FORMATS) ? undefined : formats,
      paper,
    };
    const listPaths = everything ? GALLERY_KINDS.map((k) => k.contract.listPath) : [listPath];
    let milestone = -1;
    setProgress({ packed: 0, total: 0, bytes: 0 });
    setAnnouncement('Preparing the export…');
    try {
      const result = await downloadBulkExport(request, listPaths, {
        signal: controller.signal,
        onProgress: (next) => {
          setProgress(next);
          // Quarters only: a line per entity would flood a screen reader.
          const quarter = next.total ? Math.floor((next.packed / next.total) * 4) : 0;
          if (quarter !== milestone) {
            milestone = quarter;
            setAnnouncement(`Packed ${next.packed} of ${next.total}`);
          }
        },
      });
      saveBlob(result.blob, result.fileName);
      toast({
        title: 'Export Successful',
        description: `${result.total === 1 ? '1 entity was' : `${result.total} entities were`} saved as ${result.fileName}.`,
      });
      onDone();
    } catch (error) {
      if (controller.signal.aborted) {
        toast({ title: 'Export Cancelled', description: 'Nothing was saved.' });
        setAnnouncement('Export cancelled');
      } else {
        console.warn('Bulk export failed:', error);
        const description =
          error instanceof ApiError
            ? error.message
            : 'The export could not be downloaded. Check your connection and try again.';
        toast({ variant: 'destructive', title: 'Export Failed', description });
        setAnnouncement('Export failed');
      }
      setProgress(null);
      // The controls come back; focus goes where the next step is rather than to the page's body.
      requestAnimationFrame(() => download.current?.focus());
    } finally {
      running.current = null;
    }
  }

  const busy = progress !== null;
  const percent = progress?.total ? Math.round((progress.packed / progress.total) * 100) : 0;

  return (
    <DialogContent aria-describedby={`${id}-about`}>
      <DialogHeader>
        <DialogTitle>Export a ZIP</DialogTitle>
        <DialogDescription id={`${id}-about`}>
          One archive with a folder per entity, and a README that says what is inside.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-5 font-sans">
        {/* The choices stay readable but look inert while the archive is being packed. */}
        <div className={cn('grid gap-5 transition-opacity', busy && 'opacity-55')}>
          <div className="grid gap-2">
            <Label id={`${id}-scope`}>What to include</Label>
            <RadioGroup
              aria-labelledby={`${id}-scope`}
              aria-describedby={`${id}-scope-about`}
              value={scope}
              onValueChange={(value) => setScope(value as Scope)}
              disabled={busy}
            >
              {scopes.map((option) => (
                <RadioChip key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </RadioChip>
              ))}
            </RadioGroup>
            <p id={`${id}-scope-about`} className="text-parchment-400 text-xs">
              {chosen.about}
            </p>
            {/* Why 'the ones shown' cannot be chosen, while another scope is. */}
            {shownScope?.disabled && scope !== 'shown' ? (
              <p className="text-parchment-500 text-xs">{shownScope.about}</p>
            ) : null}
          </div>

          <fieldset className="grid gap-3" disabled={busy}>
            <legend className="mb-2 font-medium text-parchment-200 text-sm">Formats</legend>
            {BULK_EXPORT_FORMATS.map((format) => (
              <div key={format} className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-${format}`}
                  checked={formats.includes(format)}
                  onCheckedChange={(checked) => toggle(format, checked === true)}
                  aria-describedby={`${id}-${format}-hint`}
                  disabled={busy}
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${format}`}>{FORMAT_LABELS[format].label}</Label>
                  <p id={`${id}-${format}-hint`} className="text-parchment-400 text-xs">
                    {FORMAT_LABELS[format].hint}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>

          {formats.includes('pdf') ? (
            <div className="grid gap-2">
              <Label id={`${id}-paper`}>Paper</Label>
              <RadioGroup
                aria-labelledby={`${id}-paper`}
                value={paper}
                onValueChange={(value) => setPaper(value as PaperSize)}
                disabled={busy}
              >
                {PAPERS.map((option) => (
                  <RadioChip key={option.value} value={option.value}>
                    {option.label}
                  </RadioChip>
                ))}
              </RadioGroup>
            </div>
          ) : null}
        </div>

        {progress ? (
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span id={`${id}-progress`} className="text-parchment-200">
                {progress.total ? `Packed ${progress.packed} of ${progress.total}` : 'Preparing…'}
              </span>
              <span className="text-parchment-500 text-xs tabular-nums">{formatBytes(progress.bytes)}</span>
            </div>
            <div
              role="progressbar"
              aria-label="Export progress"
              aria-valuemin={0}
              aria-valuemax={Math.max(progress.total, 1)}
              aria-valuenow={progress.packed}
              aria-valuetext={`Packed ${progress.packed} of ${progress.total}`}
              className="h-2.5 overflow-hidden rounded-full bg-ink-800 shadow-[inset_0_1px_2px_rgb(0_0_0/0.5)]"
            >
              <div
                className="h-full rounded-full bg-[linear-gradient(90deg,var(--color-gold-500),var(--color-gold-300))] transition-[width] duration-300 motion-reduce:transition-none"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : null}
        <p role="status" className="sr-only">
          {announcement}
        </p>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {busy ? (
            <Button variant="outline" onClick={() => running.current?.abort()}>
              <XIcon aria-hidden />
              Cancel
            </Button>
          ) : null}
          <Button
            ref={download}
            onClick={() => void start()}
            busy={busy}
            disabled={formats.length === 0 || chosen.disabled}
          >
            <FileArchiveIcon aria-hidden />
            {busy ? 'Packing…' : 'Download'}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
