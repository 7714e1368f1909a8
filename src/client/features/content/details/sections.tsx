// The text blocks every kind's card backs and detail views are made of: titled sections, gilt bullet lists and
// small labelled facts, so all kinds read alike; and the two ways a detail view is shown besides the owner's own:
// read-only (a share link's public page) and printed. Both leave out the owner's controls, so both use one wrapper.
import { cn } from '@client/lib/cn';
import * as React from 'react';
import { useSectionTools } from '../world/entity-world';
import { CopyButton } from './copy-button';

const ReadOnlyContext = React.createContext(false);

/**
 * Shows a kind's detail view read-only (decision 019, amended): no owner controls, the picture from the entity's
 * image address as a plain public picture (no bearer token), and sections a player view emptied left out.
 */
export function ReadOnlyDetails({ children }: { children: React.ReactNode }) {
  return <ReadOnlyContext.Provider value={true}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the detail view is shown read-only (a share link's public page). */
export function useReadOnlyDetails(): boolean {
  return React.useContext(ReadOnlyContext);
}

const TitleLevelContext = React.createContext<1 | 2>(2);

/**
 * Says at which level the entity's name stands in this view: 1 where it is the page's title (a town's or faction's
 * page, a share link's page), 2 in a dialog or sheet (the default). Its sections sit one level below and their parts
 * two, so headings never skip a level (axe `heading-order`).
 */
export function TitleLevel({ level, children }: { level: 1 | 2; children: React.ReactNode }) {
  return <TitleLevelContext.Provider value={level}>{children}</TitleLevelContext.Provider>;
}

/** The heading tags of a detail view's sections and of the parts inside them (a member, a hook, a stat block). */
export function useDetailHeadings(): { section: 'h2' | 'h3'; part: 'h3' | 'h4' } {
  return React.useContext(TitleLevelContext) === 1
    ? { section: 'h2', part: 'h3' }
    : { section: 'h3', part: 'h4' };
}

/**
 * The owner's controls in a detail view (regenerate, edit, share, export, download, links to other views): left out
 * when read-only, and never printed.
 */
export function OwnerControls({ className, children, ...props }: React.ComponentProps<'div'>) {
  if (useReadOnlyDetails()) return null;
  return (
    <div className={cn('print:hidden', className)} data-owner-controls="" {...props}>
      {children}
    </div>
  );
}

/**
 * The root of a kind's detail content. Printing shows only this sheet (styles/print.css): the sidebar, the header,
 * the page or gallery behind a dialog and every sibling are left out, as the PDF would.
 */
export function DetailSheet({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('print-sheet', className)} data-print-sheet="" {...props} />;
}

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-1', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span className="mt-[0.55rem] size-1 shrink-0 rotate-45 bg-gold-500" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A section of a card's back: a small gilt heading, an optional copy button, the text. */
export function CardSection({
  title,
  copy,
  children,
}: {
  title: string;
  copy?: { text: string; label: string; description: string };
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-sans font-semibold text-[0.68rem] text-gold-400 uppercase tracking-[0.18em]">
          {title}
        </h3>
        {copy ? <CopyButton text={copy.text} label={copy.label} description={copy.description} /> : null}
      </div>
      <div className="text-[0.95rem] text-parchment-200 leading-snug">{children}</div>
    </section>
  );
}

/** A section of a detail view, named for screen readers by its title. */
export function DetailSection({
  title,
  action,
  tone,
  empty,
  fields,
  section,
  className,
  children,
}: {
  title: string;
  /** A small control beside the title (copy): not printed. */
  action?: React.ReactNode;
  /** 'secret': set apart in ember, for what the players must not read over the game master's shoulder. */
  tone?: 'secret';
  /**
   * What the owner sees when the section has nothing (e.g. 'Left out when this town was built.'). Read-only, an
   * empty section is left out whole: a player view empties the GM's fields, and a heading over nothing says so.
   */
  empty?: React.ReactNode | false;
  /**
   * The record's fields this section shows, and the kind's re-rollable section it is (decision 024): in the owner's
   * view they give the section Edit (in place), Re-roll and Lock.
   */
  fields?: readonly string[];
  section?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const readOnly = useReadOnlyDetails();
  const Heading = useDetailHeadings().section;
  const { tools, editor } = useSectionTools(
    title,
    readOnly ? undefined : fields,
    readOnly ? undefined : section,
  );
  const isEmpty = empty !== undefined && empty !== false;
  if (isEmpty && readOnly) return null;
  return (
    <section
      aria-label={title}
      data-tone={tone}
      className={cn(
        'detail-section grid content-start gap-2 text-[1.02rem] text-parchment-200 leading-relaxed',
        tone === 'secret' && 'rounded-lg border border-ember-600/30 bg-ember-700/10 p-4',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading className="font-sans font-semibold text-[0.7rem] text-gold-400 uppercase tracking-[0.2em]">
          {title}
        </Heading>
        {action || tools ? (
          <div className="flex items-center gap-1 print:hidden">
            {action}
            {tools}
          </div>
        ) : null}
      </div>
      {editor ?? (isEmpty ? <p className="text-parchment-400 italic">{empty}</p> : children)}
    </section>
  );
}

/** A labelled value in a facts grid (`<dl>`). */
export function Fact({
  label,
  children,
  wrap = false,
}: {
  label: string;
  children: React.ReactNode;
  /** Let a long value wrap instead of truncating it. */
  wrap?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.68rem] text-parchment-500 uppercase tracking-[0.16em]">{label}</dt>
      <dd className={cn('text-parchment-100', wrap ? 'text-pretty' : 'truncate')}>{children}</dd>
    </div>
  );
}
