// The grid of a detail view's actions, the same for every kind.

/**
 * As many columns as fit one wide enough for the longest action ('Export Foundry VTT' with its icon and chevron), and
 * one column when the space is narrower than that, so no button's content spills out of it (issue 23).
 */
export const ACTION_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,13.5rem),1fr))] gap-2';
