// A town's full record, shared by the gallery's detail dialog and the /town/{id} page: its facts and tags, the map
// actions (Regenerate Map, Download Map, Export PDF) and the five tabs of spec section 2 (Overview, Society,
// Locations, People, and Hooks as a single-open collapsible accordion of hooks and threats, then rumours and secrets).
// Read-only (a share link's page) the actions are left out, and so are sections left empty (a player view's).

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@client/components/ui/accordion';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ACTION_GRID } from '@client/features/content/details/action-grid';
import { HeaderFieldsSection } from '@client/features/content/details/entity-owner-actions';
import { DownloadImageButton, RegenerateButton } from '@client/features/content/details/image-actions';
import type { useRegenerateImage } from '@client/features/content/details/regenerate-image';
import {
  BulletList,
  DetailSection,
  Fact,
  OwnerControls,
  useDetailHeadings,
} from '@client/features/content/details/sections';
import { ShareButton } from '@client/features/content/details/share-dialog';
import { ExportButton } from '@client/features/content/exports/export-button';
import { MoreExports } from '@client/features/content/exports/export-menu';
import { titleCase } from '@client/features/content/gallery/gallery-filters';
import { forgeHref } from '@client/features/content/generate/forge-context';
import { EditModeButton } from '@client/features/content/world/entity-world';
import { registeredKind } from '@client/features/kinds/registry';
import { cn } from '@client/lib/cn';
import { NPC_RACES, socialClassOfTitle } from '@shared/kinds/npc';
import type { TownData } from '@shared/kinds/town';
import {
  LandmarkIcon,
  MapPinnedIcon,
  ScrollTextIcon,
  ShieldPlusIcon,
  SwordsIcon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from 'wouter';
import { townClientKind } from './town-client-kind';
import { formatPopulation, splitFaction, type TownEntity } from './town-text';

/** Shown where an include flag was off when the town was built (its section is empty). */
const LEFT_OUT = 'Left out when this town was built.';

/** Name, nickname, the facts of the place and its tags. */
export function TownFacts({
  town,
  headingLevel = 2,
}: {
  town: TownEntity;
  /** 1 on the town's own page, where the name is the page's title. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="grid min-w-0 content-start gap-3">
      <div>
        <Heading className="font-display font-semibold text-3xl text-parchment-50 leading-tight [overflow-wrap:anywhere]">
          {town.name}
        </Heading>
        <p className="mt-1 font-serif text-lg text-parchment-300 italic">Known as {town.nickname}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2.5 font-sans text-sm min-[520px]:grid-cols-3">
        <Fact label="Size">{titleCase(town.size)}</Fact>
        <Fact label="Population">{formatPopulation(town.population)}</Fact>
        <Fact label="Terrain" wrap>
          {titleCase(town.terrain)}
        </Fact>
        <Fact label="Economy">{titleCase(town.economyType)}</Fact>
        <Fact label="Government">{titleCase(town.governmentType)}</Fact>
        <Fact label="Map Style">{titleCase(town.mapStyle)}</Fact>
      </dl>
      <dl className="font-sans text-sm">
        <Fact label="Location" wrap>
          {town.location}
        </Fact>
      </dl>
      {town.tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {town.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Regenerate Map, Download Map and Export PDF (spec section 2), the map's geometry as GeoJSON (decision 027), with the
 * detail view's regeneration failure.
 */
export function TownActions({
  town,
  regenerate,
  className,
  children,
}: {
  town: TownEntity;
  regenerate: ReturnType<typeof useRegenerateImage<TownData>>;
  className?: string;
  /** Further actions (the dialog's link to the full page). */
  children?: React.ReactNode;
}) {
  const repainting = regenerate.isPending || town.imageStatus === 'pending';
  return (
    <OwnerControls className={cn('grid gap-2', className)}>
      <div className={ACTION_GRID}>
        <RegenerateButton onClick={() => regenerate.mutate(town)} busy={repainting}>
          Regenerate Map
        </RegenerateButton>
        <DownloadImageButton kind={townClientKind} entity={town} label="Download Map" />
        <ExportButton kind={townClientKind} entity={town} context="detail" variant="secondary" />
        <ExportButton
          kind={townClientKind}
          entity={town}
          context="detail"
          format="geojson"
          variant="secondary"
        />
        <MoreExports kind={townClientKind} entity={town} />
        <ShareButton kind={townClientKind} entity={town} />
        <EditModeButton />
        <Button asChild variant="secondary">
          <Link href={forgeHref(npcKind, { kind: 'town', id: town.id })}>
            <UserPlusIcon aria-hidden />
            Forge an NPC here
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={forgeHref(factionKind, { kind: 'town', id: town.id })}>
            <ShieldPlusIcon aria-hidden />
            Forge a faction here
          </Link>
        </Button>
        {children}
      </div>
      {regenerate.isError ? (
        <p className="font-sans text-blood-300 text-sm" role="alert">
          {townClientKind.texts.image.regenerateFailedDetail}
        </p>
      ) : null}
    </OwnerControls>
  );
}

function Paragraphs({ text }: { text: string }) {
  return <p className="whitespace-pre-line">{text}</p>;
}

/** A titled card in a list (an establishment, a person, a hook). */
function EntryCard({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <li className={cn('rounded-lg border border-gold-500/15 bg-ink-900/50 p-3.5', className)}>{children}</li>
  );
}

const PHONE_TAB = 'max-sm:gap-1 max-sm:px-1 max-sm:text-[0.8rem] max-sm:tracking-normal';

export function TownTabs({ town }: { town: TownEntity }) {
  const { layout } = town;
  const PartHeading = useDetailHeadings().part;
  const partLevel = PartHeading === 'h3' ? 3 : 4;
  return (
    <Tabs defaultValue="overview">
      {/* Five tabs on one line down to a 360 px phone: smaller type and padding there, no second row. */}
      <TabsList aria-label="Town sections">
        <TabsTrigger value="overview" className={PHONE_TAB}>
          <ScrollTextIcon className="size-4 max-sm:hidden" aria-hidden />
          Overview
        </TabsTrigger>
        <TabsTrigger value="society" className={PHONE_TAB}>
          <LandmarkIcon className="size-4 max-sm:hidden" aria-hidden />
          Society
        </TabsTrigger>
        <TabsTrigger value="locations" className={PHONE_TAB}>
          <MapPinnedIcon className="size-4 max-sm:hidden" aria-hidden />
          Locations
        </TabsTrigger>
        <TabsTrigger value="people" className={PHONE_TAB}>
          <UsersIcon className="size-4 max-sm:hidden" aria-hidden />
          People
        </TabsTrigger>
        <TabsTrigger value="hooks" className={PHONE_TAB}>
          <SwordsIcon className="size-4 max-sm:hidden" aria-hidden />
          Hooks
        </TabsTrigger>
      </TabsList>

      <TabsContent printed value="overview" className="grid gap-6">
        <HeaderFieldsSection fields={['name', 'nickname', 'location', 'tags']} />
        <DetailSection title="Description" fields={['description']} section="description">
          <Paragraphs text={town.description} />
        </DetailSection>
        <DetailSection title="Notable Features" fields={['notableFeatures']} section="features">
          <BulletList items={town.notableFeatures} />
        </DetailSection>
        <DetailSection title="Layout">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2.5 font-sans text-sm sm:grid-cols-4">
            <Fact label="Walls">{layoutWalls(layout.walls)}</Fact>
            <Fact label="Gates">{layout.gates}</Fact>
            <Fact label="Water">{layout.water === 'none' ? 'None' : titleCase(layout.water)}</Fact>
            <Fact label="Bridges">{layout.bridges}</Fact>
          </dl>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Districts">
            {layout.districts.map((district) => (
              <li key={district.name}>
                <Badge variant="muted">
                  {district.name} · {district.type}
                </Badge>
              </li>
            ))}
          </ul>
        </DetailSection>
        <DetailSection
          title="History"
          fields={['history']}
          section="history"
          empty={!town.history.trim() && LEFT_OUT}
        >
          <Paragraphs text={town.history} />
        </DetailSection>
      </TabsContent>

      <TabsContent printed value="society" className="grid gap-6">
        <DetailSection title="Economy" fields={['localEconomy']} section="economy">
          <p className="font-sans text-gold-200 text-sm">{titleCase(town.economyType)}</p>
          <Paragraphs text={town.localEconomy} />
        </DetailSection>
        <DetailSection title="Government" fields={['leadership']} section="leadership">
          <p className="font-sans text-gold-200 text-sm">{titleCase(town.governmentType)}</p>
          <Paragraphs text={town.leadership} />
        </DetailSection>
        <DetailSection title="Factions" fields={['factions']} empty={town.factions.length === 0 && LEFT_OUT}>
          <ul className="grid gap-2.5">
            {town.factions.map((line) => {
              const faction = splitFaction(line);
              return (
                <EntryCard key={line}>
                  <p className="font-display font-semibold text-gold-200">{faction.name}</p>
                  {faction.aim ? <p className="mt-0.5 text-parchment-200">{faction.aim}</p> : null}
                </EntryCard>
              );
            })}
          </ul>
        </DetailSection>
        <DetailSection
          title="Religion"
          fields={['religion']}
          section="religion"
          empty={!town.religion.trim() && LEFT_OUT}
        >
          <Paragraphs text={town.religion} />
        </DetailSection>
        <DetailSection title="Culture" fields={['culture']} section="culture">
          <Paragraphs text={town.culture} />
        </DetailSection>
      </TabsContent>

      <TabsContent printed value="locations" className="grid gap-6">
        <DetailSection
          title="Establishments"
          fields={['establishments']}
          section="establishments"
          empty={town.establishments.length === 0 && LEFT_OUT}
        >
          {town.establishments.length ? (
            <>
              <p className="font-sans text-parchment-400 text-sm">Numbered as on the map.</p>
              <ol className="grid gap-3 lg:grid-cols-2" data-testid="town-establishments">
                {town.establishments.map((place, index) => (
                  <EntryCard key={`${place.name}-${place.district}`}>
                    <div className="flex items-start gap-3">
                      <span className="flex size-7 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-gold-500/10 font-sans font-semibold text-gold-200 text-xs tabular-nums">
                        {index + 1}
                      </span>
                      <div className="grid min-w-0 gap-1">
                        <PartHeading className="font-display font-semibold text-parchment-50 leading-snug [overflow-wrap:anywhere]">
                          {place.name}
                        </PartHeading>
                        <p className="font-sans text-parchment-400 text-xs">
                          {titleCase(place.type)} · {place.district} · kept by {place.owner}
                        </p>
                        <p className="text-parchment-200">{place.description}</p>
                        <ForgePerson
                          town={town}
                          person={{
                            name: place.owner,
                            role: keeperOf(place.type),
                            description: place.description,
                          }}
                          label={`Forge the keeper: ${place.owner} of ${place.name}`}
                        >
                          Forge the keeper
                        </ForgePerson>
                      </div>
                    </div>
                  </EntryCard>
                ))}
              </ol>
            </>
          ) : null}
        </DetailSection>
      </TabsContent>

      <TabsContent printed value="people" className="grid gap-6">
        <DetailSection title="Key NPCs" fields={['keyNpcs']} empty={town.keyNpcs.length === 0 && LEFT_OUT}>
          {town.keyNpcs.length ? (
            <ul className="grid gap-3 lg:grid-cols-2">
              {town.keyNpcs.map((npc) => (
                <EntryCard key={npc.name}>
                  <PartHeading className="font-display font-semibold text-parchment-50 [overflow-wrap:anywhere]">
                    {npc.name}
                  </PartHeading>
                  <p className="font-sans text-gold-300 text-xs uppercase tracking-[0.12em]">{npc.role}</p>
                  <p className="mt-1.5 text-parchment-200">{npc.description}</p>
                  <ForgePerson town={town} person={npc} label={`Forge this NPC: ${npc.name}`}>
                    Forge this NPC
                  </ForgePerson>
                </EntryCard>
              ))}
            </ul>
          ) : null}
        </DetailSection>
      </TabsContent>

      <TabsContent printed value="hooks" className="grid gap-6">
        <DetailSection
          title="Hooks and Threats"
          fields={['hooks', 'threats']}
          section="hooks"
          empty={town.hooks.length === 0 && town.threats.length === 0 && LEFT_OUT}
        >
          {town.hooks.length || town.threats.length ? (
            <Accordion
              type="single"
              collapsible
              defaultValue={town.hooks.length ? 'hook-0' : 'threat-0'}
              className="grid gap-2 print:hidden"
              data-testid="town-hooks"
            >
              {town.hooks.map((hook, index) => (
                <AccordionItem key={hook.title} value={`hook-${index}`}>
                  <AccordionTrigger headingLevel={partLevel}>
                    <Badge className="mr-2 align-middle">Hook</Badge>
                    {hook.title}
                  </AccordionTrigger>
                  <AccordionContent>{hook.description}</AccordionContent>
                </AccordionItem>
              ))}
              {town.threats.map((threat, index) => (
                <AccordionItem key={threat.title} value={`threat-${index}`}>
                  <AccordionTrigger headingLevel={partLevel}>
                    <Badge variant="destructive" className="mr-2 align-middle">
                      Threat
                    </Badge>
                    {threat.title}
                  </AccordionTrigger>
                  <AccordionContent>{threat.description}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          ) : null}
          {/* A closed accordion item has no text to print: paper gets every hook and threat written out. */}
          <ul className="hidden gap-2 print:grid">
            {[
              ...town.hooks.map((hook) => ({ ...hook, label: 'Hook' })),
              ...town.threats.map((threat) => ({ ...threat, label: 'Threat' })),
            ].map((entry) => (
              <li key={`${entry.label}-${entry.title}`}>
                <p className="font-display font-semibold text-parchment-50">
                  {entry.label}: {entry.title}
                </p>
                <p>{entry.description}</p>
              </li>
            ))}
          </ul>
        </DetailSection>
        <DetailSection
          title="Rumors"
          fields={['rumors']}
          section="rumors"
          empty={town.rumors.length === 0 && LEFT_OUT}
        >
          <BulletList items={town.rumors} />
        </DetailSection>
        <DetailSection
          title="Secrets"
          tone="secret"
          fields={['secrets']}
          empty={town.secrets.length === 0 && LEFT_OUT}
        >
          <BulletList items={town.secrets} />
        </DetailSection>
      </TabsContent>
    </Tabs>
  );
}

/** The kinds a town forges from itself: its people, and a faction headquartered in it (decision 024). */
const npcKind = registeredKind('npc');
const factionKind = registeredKind('faction');

/** The occupation of an establishment's keeper, as the NPC generator takes it. */
function keeperOf(type: string): string {
  const keepers: Record<string, string> = {
    inn: 'innkeeper',
    tavern: 'innkeeper',
    smithy: 'blacksmith',
    temple: 'priest',
    shrine: 'priest',
    market: 'merchant',
    shop: 'merchant',
    guildhall: 'guildmaster',
    stable: 'stablehand',
    bakery: 'baker',
    library: 'scholar',
  };
  return keepers[type.toLowerCase()] ?? `${type.toLowerCase()} keeper`;
}

/** The people a description names them as ('a stout dwarf'), for the NPC generator's race. */
function raceIn(description: string): string | undefined {
  const words = description.toLowerCase();
  return [...NPC_RACES]
    .sort((a, b) => b.length - a.length)
    .find((race) => new RegExp(`\\b${race}\\b`).test(words));
}

/** 'Forge this NPC' on one of the town's people: the NPC generator, for this town, with their name and role. */
function ForgePerson({
  town,
  person,
  label,
  children,
}: {
  town: TownEntity;
  person: { name: string; role: string; description: string };
  label: string;
  children: React.ReactNode;
}) {
  const href = forgeHref(
    npcKind,
    { kind: 'town', id: town.id },
    {
      name: person.name,
      occupation: person.role,
      race: raceIn(person.description),
      socialClass: socialClassOfTitle(person.role),
    },
  );
  return (
    <OwnerControls className="mt-2">
      <Button asChild variant="ghost" size="sm" className="px-2">
        <Link href={href} aria-label={label}>
          <UserPlusIcon aria-hidden />
          {children}
        </Link>
      </Button>
    </OwnerControls>
  );
}

function layoutWalls(walls: TownData['layout']['walls']): string {
  return walls === 'none' ? 'None' : walls === 'stone' ? 'Stone, towered' : 'Palisade';
}
