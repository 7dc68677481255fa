import type { CacheTopic } from './cache-topics.js';

/** What a cache needs from the coherence service. */
export interface CoherenceSource {
  /** True while change notifications arrive: a held value is current. */
  readonly listening: boolean;
  /** The versions of `topics` in the database now, as one comparable stamp. */
  stamp(topics: readonly CacheTopic[]): Promise<string>;
}

interface Held<T> {
  value: T;
  /** The versions it was built from; null when built while listening (dropped on any change). */
  stamp: string | null;
}

/**
 * One value built from the database and kept until its topics change. While the instance listens
 * it is served as it is and dropped on a notification; while it does not (the listening
 * connection is down), each read first compares the topics' versions with those it was built
 * from. A build that a drop overtakes is not kept.
 */
export class VersionedCache<T> {
  private held: Held<T> | null = null;
  private building: { stamp: string | null; value: Promise<T> } | null = null;
  private generation = 0;

  constructor(
    private readonly coherence: CoherenceSource,
    readonly topics: readonly CacheTopic[],
    private readonly build: () => Promise<T>,
  ) {}

  /** The value when it can be served without asking the database (the hot path: no promise). */
  peek(): T | undefined {
    return this.coherence.listening ? this.held?.value : undefined;
  }

  async get(): Promise<T> {
    if (this.coherence.listening) {
      if (this.held) return this.held.value;
      return this.rebuild(null);
    }
    const stamp = await this.coherence.stamp(this.topics);
    if (this.held?.stamp === stamp) return this.held.value;
    return this.rebuild(stamp);
  }

  /** Forget the value: the next read builds it again. */
  drop(): void {
    this.generation++;
    this.held = null;
    this.building = null;
  }

  private rebuild(stamp: string | null): Promise<T> {
    if (this.building && this.building.stamp === stamp) return this.building.value;
    const generation = this.generation;
    const value = this.build();
    const building = { stamp, value };
    this.building = building;
    value.then(
      (built) => {
        if (this.generation !== generation || this.building !== building) return;
        this.held = { value: built, stamp };
        this.building = null;
      },
      () => {
        if (this.building === building) this.building = null;
      },
    );
    return value;
  }
}
