// Sets the browser tab title for a page: '<page> · Loreforge'.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · Loreforge`
      : 'Loreforge · Forge NPCs, magic items, towns and factions';
  }, [title]);
}
