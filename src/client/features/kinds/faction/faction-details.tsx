// A faction's full dossier, shared by the gallery's dialog and the /faction/{id} page (spec section 2): the emblem
// (the placeholder and the 'Image Failed to Load' toast when it fails) with its blazon, Regenerate Emblem, Export
// Markdown (Obsidian or Homebrewery), Export PDF and Export JSON; name, motto, the badges of its standing,
// description, headquarters, territory and goals;
// then the tabs Structure, Resources, Members and Relations. Read-only (a share link's page) and printed, the same
// dossier without the controls; read-only, sections left empty (a player view's) are left out.

import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ACTION_GRID } from '@client/features/content/details/action-grid';
import {
  EntityOwnerActions,
  HeaderFieldsSection,
} from '@client/features/content/details/entity-owner-actions';
import { RegenerateButton } from '@client/features/content/details/image-actions';
import { ImageFrame } from '@client/features/content/details/image-frame';
import { useRegenerateImage } from '@client/features/content/details/regenerate-image';
import {
  BulletList,
  DetailSection,
  DetailSheet,
  OwnerControls,
  TitleLevel,
  useDetailHeadings,
  useReadOnlyDetails,
} from '@client/features/content/details/sections';
import { ShareButton } from '@client/features/content/details/share-dialog';
import { ExportButton } from '@client/features/content/exports/export-button';
import { FoundryExportMenu, MarkdownExportMenu } from '@client/features/content/exports/export-menu';
import { useTimedFlag } from '@client/features/content/gallery/sparkle';
import { forgeHref } from '@client/features/content/generate/forge-context';
import { EntityConnections } from '@client/features/content/world/entity-connections';
import { EditModeButton, EntityWorldProvider } from '@client/features/content/world/entity-world';
import { registeredKind } from '@client/features/kinds/registry';
import { cn } from '@client/lib/cn';
import { armoriaCoa, armoriaLink } from '@shared/kinds/faction-armoria';
import { socialClassOfTitle } from '@shared/kinds/npc';
import {
  EyeOffIcon,
  GemIcon,
  HandshakeIcon,
  LandmarkIcon,
  MapPinIcon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from 'wouter';
import { FACTION_TEXTS, factionClientKind } from './faction-client-kind';
import {
  type FactionEntity,
  influenceDescription,
  influenceLabel,
  purposeTitle,
  SECRECY_WORDS,
} from './faction-text';

/** Shown where an include flag was off when the faction was forged (its section is empty). */
const LEFT_OUT = 'Left out when this faction was forged.';

/** The kind's detail content (`ClientKind.detailView`). */
export function FactionDetailView({ entity }: { entity: FactionEntity }) {
  return <FactionDossier faction={entity} headingLevel={1} />;
}

export function FactionDossier({
  faction,
  headingLevel = 2,
  extraActions,
}: {
  faction: FactionEntity;
  /** 1 on the faction's own page, where the name is the page's title. */
  headingLevel?: 1 | 2;
  /** Further actions after the spec's three (the dialog's link to the full page). */
  extraActions?: React.ReactNode;
}) {
  const sparkle = useTimedFlag(true);
  // The spec's 'Error' toast when a regeneration cannot start (spec section 8, as for the cards).
  const regenerate = useRegenerateImage(factionClientKind, 'card');
  const repainting = regenerate.isPending || faction.imageStatus === 'pending';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <TitleLevel level={headingLevel}>
      <EntityWorldProvider kind={factionClientKind} entity={faction}>
        <DetailSheet className="grid min-w-0 gap-10" data-testid="faction-dossier">
          {/* Phones read it top to bottom: the name, then the emblem and its actions, then the rest. From the medium
          breakpoint the emblem column stands on the left beside both. */}
          <div className="grid gap-x-10 gap-y-7 md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] lg:grid-cols-[19rem_minmax(0,1fr)]">
            <div className="min-w-0 md:col-start-2 md:row-start-1">
              {/* A hidden faction's player view (a share link) does not say what it is. */}
              {faction.purpose ? (
                <p className="font-sans font-semibold text-[0.7rem] text-ember-400 uppercase tracking-[0.22em]">
                  {purposeTitle(faction.purpose)}
                </p>
              ) : null}
              <Heading className="mt-1.5 font-display font-semibold text-3xl text-parchment-50 leading-tight [overflow-wrap:anywhere] sm:text-4xl">
                {faction.name}
              </Heading>
              {faction.motto ? (
                <p className="mt-2 font-serif text-parchment-300 text-xl italic" data-testid="faction-motto">
                  “{faction.motto}”
                </p>
              ) : null}
              <StandingBadges faction={faction} className="mt-4" />
            </div>

            <div className="grid content-start gap-5 max-md:mx-auto max-md:w-full max-md:max-w-[22rem] md:col-start-1 md:row-span-2 md:row-start-1">
              <ImageFrame
                kind={factionClientKind}
                entity={faction}
                alt={`Emblem of ${faction.name}`}
                fit="contain"
                className="mx-auto aspect-square w-full rounded-xl border border-gold-500/25 bg-[radial-gradient(circle_at_50%_40%,var(--color-ink-700),var(--color-ink-950)_75%)] max-md:max-w-[15rem]"
                sparkle={sparkle}
                announceFailure
                regenerating={repainting}
                onRegenerate={() => regenerate.mutate(faction)}
              />
              <section aria-labelledby={`blazon-${faction.id}`} className="grid gap-1 text-center">
                <SectionHeading
                  id={`blazon-${faction.id}`}
                  className="font-sans font-semibold text-[0.68rem] text-gold-400 uppercase tracking-[0.2em]"
                >
                  Blazon
                </SectionHeading>
                <p className="font-serif text-parchment-200 italic leading-snug" data-testid="faction-blazon">
                  {faction.blazon}
                </p>
                <ArmoriaLink arms={faction.arms} />
              </section>
              <OwnerControls className={ACTION_GRID}>
                <RegenerateButton
                  onClick={() => regenerate.mutate(faction)}
                  busy={repainting}
                  className="max-md:col-span-2"
                >
                  {repainting ? FACTION_TEXTS.regenerating : FACTION_TEXTS.regenerate}
                </RegenerateButton>
                <MarkdownExportMenu kind={factionClientKind} entity={faction} variant="secondary" />
                <ExportButton
                  kind={factionClientKind}
                  entity={faction}
                  context="detail"
                  format="pdf"
                  variant="secondary"
                />
                <ExportButton
                  kind={factionClientKind}
                  entity={faction}
                  context="detail"
                  format="json"
                  variant="secondary"
                />
                <FoundryExportMenu kind={factionClientKind} entity={faction} variant="secondary" />
                <ShareButton kind={factionClientKind} entity={faction} />
                <EditModeButton />
                <Button asChild variant="secondary">
                  <Link href={forgeHref(npcKind, { kind: 'faction', id: faction.id })}>
                    <UserPlusIcon aria-hidden />
                    Forge a member
                  </Link>
                </Button>
                {extraActions}
                {regenerate.isError ? (
                  <p className="text-center font-sans text-blood-300 text-sm max-md:col-span-2" role="alert">
                    {factionClientKind.texts.image.regenerateFailedDetail}
                  </p>
                ) : null}
              </OwnerControls>
            </div>

            <FactionSummary faction={faction} />
          </div>
          <FactionTabs faction={faction} />
          <EntityConnections kind={factionClientKind} entity={faction} />
          <EntityOwnerActions kind={factionClientKind} entity={faction} />
        </DetailSheet>
      </EntityWorldProvider>
    </TitleLevel>
  );
}

/** Description, headquarters, territory, goals and tags. */
function FactionSummary({ faction }: { faction: FactionEntity }) {
  return (
    <div className="grid min-w-0 content-start gap-6 md:col-start-2 md:row-start-2">
      <HeaderFieldsSection fields={['name', 'motto', 'tags']} />
      <DetailSection title="Description" fields={['description']} section="description">
        <p className="whitespace-pre-line">{faction.description}</p>
      </DetailSection>

      <div className="grid gap-6 sm:grid-cols-2">
        {/* Both empty only in a hidden faction's player view (a share link), where they would tell what it hides. */}
        {faction.headquarters ? (
          <DetailSection title="Headquarters" fields={['headquarters']} section="headquarters">
            <p className="flex gap-2">
              <LandmarkIcon className="mt-1 size-4 shrink-0 text-gold-500" aria-hidden />
              <span>{faction.headquarters}</span>
            </p>
          </DetailSection>
        ) : null}
        {faction.territory ? (
          <DetailSection title="Territory" fields={['territory']} section="territory">
            <p className="flex gap-2">
              <MapPinIcon className="mt-1 size-4 shrink-0 text-gold-500" aria-hidden />
              <span>{faction.territory}</span>
            </p>
          </DetailSection>
        ) : null}
      </div>

      {faction.goals.length > 0 ? (
        <DetailSection title="Goals" fields={['goals']} section="goals">
          <ol className="grid gap-2" data-testid="faction-goals">
            {faction.goals.map((goal, index) => (
              <li key={goal} className="flex gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border border-gold-400/50 bg-gold-500/10 font-sans font-semibold text-gold-200 text-xs tabular-nums">
                  {index + 1}
                </span>
                <span>{goal}</span>
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}

      {faction.tags?.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {faction.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="muted">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Size, alignment, influence and secrecy, each named for screen readers. */
export function StandingBadges({
  faction,
  className,
  only,
}: {
  faction: Pick<FactionEntity, 'size' | 'alignment' | 'influence' | 'secrecy'>;
  className?: string;
  /** The card shows size and alignment only. */
  only?: readonly ('size' | 'alignment' | 'influence' | 'secrecy')[];
}) {
  const badges = [
    { id: 'size', label: 'Size', text: faction.size, variant: 'default' as const, title: undefined },
    {
      id: 'alignment',
      label: 'Alignment',
      text: faction.alignment,
      variant: 'ember' as const,
      title: undefined,
    },
    {
      id: 'influence',
      label: 'Influence',
      text: influenceLabel(faction.influence),
      variant: 'muted' as const,
      title: influenceDescription(faction.influence),
    },
    {
      id: 'secrecy',
      label: 'Secrecy',
      text: SECRECY_WORDS[faction.secrecy] ?? faction.secrecy,
      variant: 'muted' as const,
      title: undefined,
    },
  ]
    // A hidden faction's player view leaves out what players may not know (its alignment, its secrecy).
    .filter((badge) => Boolean(badge.text))
    .filter((badge) => !only || (only as readonly string[]).includes(badge.id));
  return (
    <ul className={cn('flex min-w-0 flex-wrap gap-1.5', className)} aria-label="Standing">
      {badges.map((badge) => (
        <li key={badge.id} className="min-w-0" data-testid={`faction-badge-${badge.id}`}>
          <Badge variant={badge.variant} title={badge.title} className="max-w-full">
            {badge.id === 'secrecy' && faction.secrecy !== 'known' ? (
              <EyeOffIcon className="size-3" aria-hidden />
            ) : null}
            <span className="sr-only">{badge.label}: </span>
            <span className="truncate">{badge.text}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A faction's members are forged as NPCs, members of it (decision 024). */
const npcKind = registeredKind('npc');

function Empty({ children = LEFT_OUT }: { children?: React.ReactNode }) {
  return <p className="text-parchment-400 italic">{children}</p>;
}

/** A titled card in a list (a resource, a member, a rival). */
function EntryCard({
  title,
  subtitle,
  children,
  action,
}: {
  title: string;
  subtitle?: string;
  children: string;
  /** An owner's action on the entry (a key member's 'Forge this member'). */
  action?: React.ReactNode;
}) {
  const PartHeading = useDetailHeadings().part;
  return (
    <li className="rounded-lg border border-gold-500/15 bg-ink-900/50 p-3.5">
      <PartHeading className="font-display font-semibold text-parchment-50 leading-snug [overflow-wrap:anywhere]">
        {title}
      </PartHeading>
      {subtitle ? (
        <p className="font-sans text-gold-300 text-xs uppercase tracking-[0.12em]">{subtitle}</p>
      ) : null}
      <p className="mt-1.5 text-parchment-200">{children}</p>
      {action}
    </li>
  );
}

/** A prose section, or what the owner is told when it was left out. */
function TextSection({
  title,
  text,
  field,
  section,
}: {
  title: string;
  text: string;
  field: string;
  section: string;
}) {
  return (
    <DetailSection title={title} fields={[field]} section={section} empty={!text.trim() && LEFT_OUT}>
      <p className="whitespace-pre-line">{text}</p>
    </DetailSection>
  );
}

export function FactionTabs({ faction }: { faction: FactionEntity }) {
  const readOnly = useReadOnlyDetails();
  const hasResources =
    faction.resources.length > 0 ||
    faction.rituals.length > 0 ||
    faction.specialAbilities.length > 0 ||
    faction.quests.length > 0;
  return (
    <Tabs defaultValue="structure">
      <TabsList aria-label="Faction sections">
        <TabsTrigger value="structure" className="px-1 text-[0.8rem] sm:px-3 sm:text-sm">
          <LandmarkIcon className="size-4 max-sm:hidden" aria-hidden />
          Structure
        </TabsTrigger>
        <TabsTrigger value="resources" className="px-1 text-[0.8rem] sm:px-3 sm:text-sm">
          <GemIcon className="size-4 max-sm:hidden" aria-hidden />
          Resources
        </TabsTrigger>
        <TabsTrigger value="members" className="px-1 text-[0.8rem] sm:px-3 sm:text-sm">
          <UsersIcon className="size-4 max-sm:hidden" aria-hidden />
          Members
        </TabsTrigger>
        <TabsTrigger value="relations" className="px-1 text-[0.8rem] sm:px-3 sm:text-sm">
          <HandshakeIcon className="size-4 max-sm:hidden" aria-hidden />
          Relations
        </TabsTrigger>
      </TabsList>

      <TabsContent printed value="structure" className="grid gap-6 lg:grid-cols-2">
        <TextSection title="Leadership" text={faction.leadership} field="leadership" section="leadership" />
        <TextSection title="Organization" text={faction.structure} field="structure" section="structure" />
        <TextSection
          title="Recruitment"
          text={faction.recruitment}
          field="recruitment"
          section="recruitment"
        />
        {faction.historyBackground.trim() ? (
          <DetailSection
            title="History"
            className="lg:col-span-2"
            fields={['historyBackground']}
            section="history"
          >
            <p className="whitespace-pre-line">{faction.historyBackground}</p>
          </DetailSection>
        ) : null}
      </TabsContent>

      <TabsContent printed value="resources" className="grid gap-6">
        {faction.resources.length ? (
          <DetailSection title="Resources" fields={['resources']} section="resources">
            <ul className="grid gap-3 lg:grid-cols-2">
              {faction.resources.map((resource) => (
                <EntryCard key={resource.name} title={resource.name}>
                  {resource.description}
                </EntryCard>
              ))}
            </ul>
          </DetailSection>
        ) : null}
        {faction.rituals.length ? (
          <DetailSection title="Rituals" fields={['rituals']} section="rituals">
            <ul className="grid gap-3 lg:grid-cols-2">
              {faction.rituals.map((ritual) => (
                <EntryCard key={ritual.name} title={ritual.name}>
                  {ritual.description}
                </EntryCard>
              ))}
            </ul>
          </DetailSection>
        ) : null}
        {faction.specialAbilities.length ? (
          <DetailSection title="Special Abilities" fields={['specialAbilities']} section="abilities">
            <BulletList items={faction.specialAbilities} />
          </DetailSection>
        ) : null}
        {faction.quests.length ? (
          <DetailSection title="Quests and Missions" fields={['quests']} section="quests">
            <ul className="grid gap-3 lg:grid-cols-2">
              {faction.quests.map((quest) => (
                <EntryCard key={quest.title} title={quest.title}>
                  {quest.description}
                </EntryCard>
              ))}
            </ul>
          </DetailSection>
        ) : null}
        {hasResources || readOnly ? null : (
          <Empty>No resources, rituals, special abilities or quests were recorded for this faction.</Empty>
        )}
      </TabsContent>

      <TabsContent printed value="members" className="grid gap-6">
        <DetailSection
          title="Key Members"
          fields={['keyMembers']}
          section="members"
          empty={faction.keyMembers.length === 0 && FACTION_TEXTS.noKeyMembers}
        >
          {faction.keyMembers.length ? (
            <ul className="grid gap-3 lg:grid-cols-2">
              {faction.keyMembers.map((member) => (
                <EntryCard
                  key={member.name}
                  title={member.name}
                  subtitle={member.role}
                  action={
                    <OwnerControls className="mt-2">
                      <Button asChild variant="ghost" size="sm" className="px-2">
                        <Link
                          href={forgeHref(
                            npcKind,
                            { kind: 'faction', id: faction.id },
                            {
                              name: member.name,
                              occupation: member.role,
                              socialClass: socialClassOfTitle(member.role),
                            },
                          )}
                          aria-label={`Forge this member: ${member.name}`}
                        >
                          <UserPlusIcon aria-hidden />
                          Forge this member
                        </Link>
                      </Button>
                    </OwnerControls>
                  }
                >
                  {member.description}
                </EntryCard>
              ))}
            </ul>
          ) : null}
        </DetailSection>
      </TabsContent>

      <TabsContent printed value="relations" className="grid gap-6">
        <DetailSection
          title="Rivals and Enemies"
          fields={['rivals']}
          section="rivals"
          empty={faction.rivals.length === 0 && LEFT_OUT}
        >
          {faction.rivals.length ? (
            <ul className="grid gap-3 lg:grid-cols-2">
              {faction.rivals.map((rival) => (
                <EntryCard key={rival.rivalName} title={rival.rivalName}>
                  {rival.description}
                </EntryCard>
              ))}
            </ul>
          ) : null}
        </DetailSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <DetailSection
            title="Allies and Friends"
            fields={['allies']}
            section="allies"
            empty={faction.allies.length === 0 && LEFT_OUT}
          >
            <BulletList items={faction.allies} />
          </DetailSection>
          <DetailSection
            title="Weaknesses and Vulnerabilities"
            fields={['weaknesses']}
            section="weaknesses"
            tone="secret"
            className="self-start"
            empty={faction.weaknesses.length === 0 && LEFT_OUT}
          >
            <BulletList items={faction.weaknesses} />
          </DetailSection>
        </div>
      </TabsContent>
    </Tabs>
  );
}

/**
 * 'Open in Armoria' under the blazon (issue 25): the arms in Armoria's editor, a new tab. What Armoria draws only
 * as its nearest charge is said beside it, so the game master is not surprised there.
 */
function ArmoriaLink({ arms }: { arms: FactionEntity['arms'] }) {
  const { notCarried } = armoriaCoa(arms);
  return (
    <p className="font-sans text-parchment-400 text-xs print:hidden">
      <a
        href={armoriaLink(arms)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-gold-300 underline decoration-gold-500/40 underline-offset-2 hover:text-gold-200 hover:decoration-gold-300"
      >
        Open in Armoria
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {notCarried.length ? <span> {notCarried.join(' ')}</span> : null}
    </p>
  );
}
