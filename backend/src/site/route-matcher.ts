/**
 * Matches a URL path to a route pattern of the frontend's route table the way React Router does
 * (a test holds the two to the same answers): `:name` matches one non-empty segment, `*` any rest,
 * static segments case-insensitively, a trailing slash is ignored; when several patterns match,
 * the most specific wins (static segments over parameters over `*`).
 */
export interface Pattern {
  pattern: string;
}

const STATIC = 10;
const DYNAMIC = 3;
const SPLAT = -2;

interface Compiled<R> {
  route: R;
  segments: string[];
  splat: boolean;
  score: number;
}

/** '/a/b/' -> ['a', 'b']; inner empty segments count ('//a' is ['', 'a'], as for the router). */
const segmentsOf = (path: string) => {
  const trimmed = path.replace(/^\//, '').replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
};

function compile<R extends Pattern>(route: R): Compiled<R> {
  const all = segmentsOf(route.pattern);
  const splat = all.at(-1) === '*';
  const segments = splat ? all.slice(0, -1) : all;
  const score =
    segments.reduce((sum, s) => sum + (s.startsWith(':') ? DYNAMIC : STATIC), segments.length) +
    (splat ? SPLAT : 0);
  return { route, segments: segments.map((s) => (s.startsWith(':') ? s : s.toLowerCase())), splat, score };
}

function matches(compiled: Compiled<Pattern>, path: string[]): boolean {
  if (compiled.splat ? path.length < compiled.segments.length : path.length !== compiled.segments.length)
    return false;
  return compiled.segments.every((s, i) =>
    s.startsWith(':') ? path[i] !== '' : s === path[i]!.toLowerCase(),
  );
}

/** A function from a path to the route that renders it (undefined when none does). */
export function routeMatcher<R extends Pattern>(routes: readonly R[]): (path: string) => R | undefined {
  const compiled = routes.map(compile).sort((a, b) => b.score - a.score);
  return (path) => {
    const segments = segmentsOf(path);
    return compiled.find((c) => matches(c, segments))?.route;
  };
}

/**
 * The values of a pattern's parameters in a path the pattern matches (`:name` segments, decoded;
 * a segment that does not decode is kept as it came).
 */
export function routeParams(pattern: string, path: string): Record<string, string> {
  const names = segmentsOf(pattern);
  const values = segmentsOf(path);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!name.startsWith(':') || values[i] === undefined) return;
    try {
      params[name.slice(1)] = decodeURIComponent(values[i]);
    } catch {
      params[name.slice(1)] = values[i];
    }
  });
  return params;
}
