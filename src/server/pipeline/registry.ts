// Looks kinds up by their stored name; the list of kinds itself lives in src/server/kinds/registry.ts.
import type { ServerKind } from './kind.js';

export class KindRegistry {
  private readonly byName = new Map<string, ServerKind>();

  constructor(readonly all: readonly ServerKind[]) {
    for (const kind of all) this.byName.set(kind.contract.kind, kind);
  }

  byKind(name: string): ServerKind {
    const kind = this.byName.get(name);
    if (!kind) throw new Error(`Unknown content kind: ${name}`);
    return kind;
  }
}
