import { VersionedCache, type CoherenceSource } from './versioned-cache.js';

/** A coherence source whose state the test sets: listening or not, and the versions in "the database". */
class FakeCoherence implements CoherenceSource {
  listening = true;
  version = 1;
  stamps = 0;
  async stamp(): Promise<string> {
    this.stamps++;
    return `prices:${this.version}`;
  }
}

describe('VersionedCache', () => {
  let coherence: FakeCoherence;
  let builds: number;
  let cache: VersionedCache<string>;
  beforeEach(() => {
    coherence = new FakeCoherence();
    builds = 0;
    cache = new VersionedCache(
      coherence,
      ['prices'],
      async () => `value ${++builds} of v${coherence.version}`,
    );
  });

  it('while listening: builds once, serves the value (also synchronously), builds again after a drop', async () => {
    expect(cache.peek()).toBeUndefined();
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['value 1 of v1', 'value 1 of v1']);
    expect(cache.peek()).toBe('value 1 of v1');
    cache.drop();
    expect(cache.peek()).toBeUndefined();
    expect(await cache.get()).toBe('value 2 of v1');
    expect(coherence.stamps).toBe(0); // nothing asked of the database but the builds
  });

  it('while not listening: never serves synchronously, checks the versions on each read, rebuilds when they moved', async () => {
    coherence.listening = false;
    expect(await cache.get()).toBe('value 1 of v1');
    expect(cache.peek()).toBeUndefined();
    expect(await cache.get()).toBe('value 1 of v1');
    coherence.version = 2;
    expect(await cache.get()).toBe('value 2 of v2');
    expect(coherence.stamps).toBe(3);
  });

  it('does not keep a build that a drop overtook', async () => {
    let release!: () => void;
    const slow = new VersionedCache(coherence, ['prices'], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return `built ${++builds}`;
    });
    const first = slow.get();
    slow.drop(); // a change committed while it was being built
    release();
    expect(await first).toBe('built 1'); // the reader who asked before the change gets it
    expect(slow.peek()).toBeUndefined(); // but it is not kept
  });

  it('forgets a failed build', async () => {
    let fail = true;
    const flaky = new VersionedCache(coherence, ['prices'], async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await expect(flaky.get()).rejects.toThrow('database away');
    fail = false;
    expect(await flaky.get()).toBe('ok');
  });
});
