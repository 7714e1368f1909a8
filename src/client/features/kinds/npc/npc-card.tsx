// An NPC in the gallery: a flip card with the portrait in front and the character's story on the back.
import { Badge } from '@client/components/ui/badge';
import { BulletList, CardSection } from '@client/features/content/details/sections';
import { CardNameButton, EntityFlipCard } from '@client/features/content/gallery/entity-flip-card';
import { npcClientKind } from './npc-client-kind';
import { type NpcEntity, npcLine } from './npc-text';

/** Tags shown on the card's front (spec section 9). */
export const CARD_TAG_LIMIT = 2;

export function NpcCard({
  npc,
  fresh,
  onOpenDetails,
}: {
  npc: NpcEntity;
  /** Created in the last 5 minutes and not yet celebrated on this visit. */
  fresh: boolean;
  onOpenDetails: () => void;
}) {
  return (
    <EntityFlipCard
      kind={npcClientKind}
      entity={npc}
      fresh={fresh}
      onOpenDetails={onOpenDetails}
      data-testid="npc-card"
      data-npc-id={npc.id}
      image={{
        alt: `Portrait of ${npc.name}`,
        // Portraits are square and the frame is wide: keep the head and headwear, crop the chest.
        imageClassName: 'object-[50%_20%]',
      }}
      frontClassName="flex min-h-0 flex-1 flex-col gap-1.5 p-4"
      front={
        <>
          <CardNameButton name={npc.name} onOpenDetails={onOpenDetails} className="text-lg" />
          <p className="truncate font-sans text-parchment-300 text-sm">{npcLine(npc)}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {npc.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag}>
                <Badge variant="muted">{tag}</Badge>
              </li>
            ))}
          </ul>
        </>
      }
      turnOverHint="Turn over for their story"
      backHeader={<p className="truncate font-sans text-parchment-400 text-xs">{npcLine(npc)}</p>}
      backLabel={`The story of ${npc.name}`}
      back={
        <>
          <CardSection title="Appearance">{npc.appearance}</CardSection>
          <CardSection title="Personality">{npc.personality}</CardSection>
          {npc.backstory ? (
            <CardSection
              title="Backstory"
              copy={{
                text: npc.backstory,
                label: 'Copy backstory',
                description: `Backstory of ${npc.name}`,
              }}
            >
              {npc.backstory}
            </CardSection>
          ) : null}
          {npc.motivations.length ? (
            <CardSection
              title="Motivations"
              copy={{
                text: npc.motivations.map((m) => `- ${m}`).join('\n'),
                label: 'Copy motivations',
                description: `Motivations of ${npc.name}`,
              }}
            >
              <BulletList items={npc.motivations} />
            </CardSection>
          ) : null}
          {npc.secrets.length ? (
            <CardSection title="Secrets">
              <BulletList items={npc.secrets} />
            </CardSection>
          ) : null}
          {npc.flaws.length ? (
            <CardSection title="Flaws">
              <BulletList items={npc.flaws} />
            </CardSection>
          ) : null}
        </>
      }
    />
  );
}
