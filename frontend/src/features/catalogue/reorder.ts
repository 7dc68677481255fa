/**
 * Moves `id` one place up or down among the `visible` ids (the rows shown after filtering) and
 * answers the new order of the full list, or null when it cannot move. Hidden rows keep their place
 * relative to each other; the moved row lands just before (up) or after (down) its visible neighbour.
 */
export function moveAmongVisible(
  all: string[],
  visible: string[],
  id: string,
  direction: 'up' | 'down',
): string[] | null {
  const at = visible.indexOf(id);
  const neighbour = direction === 'up' ? visible[at - 1] : visible[at + 1];
  if (at < 0 || neighbour === undefined) return null;
  const rest = all.filter((x) => x !== id);
  const target = rest.indexOf(neighbour);
  if (target < 0) return null;
  rest.splice(direction === 'up' ? target : target + 1, 0, id);
  return rest;
}
