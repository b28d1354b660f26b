import { describe, expect, it } from 'vitest';
import { makeNearScreenGate } from './near-screen-gate.tsx';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('a part waiting to near the screen', () => {
  it('waits in its first render while the page hydrates, and renders once the gate opens', async () => {
    const gate = makeNearScreenGate();
    expect(gate.mayRender(true)).toBe(false);
    expect(await settled(gate.promise)).toBe(false);
    gate.open();
    expect(gate.opened).toBe(true);
    expect(await settled(gate.promise)).toBe(true);
    expect(gate.mayRender(true)).toBe(true);
  });

  it('opens the gate when the part is rendered again before the visitor nears it: something needs it now', async () => {
    const gate = makeNearScreenGate();
    expect(gate.mayRender(true)).toBe(false);
    // A navigation reaches the part, which React must hydrate before it can apply the update.
    expect(gate.mayRender(true)).toBe(true);
    expect(gate.opened).toBe(true);
    expect(await settled(gate.promise)).toBe(true);
  });

  it('does not wait in a page rendered in the browser', () => {
    const gate = makeNearScreenGate();
    expect(gate.mayRender(false)).toBe(true);
    expect(gate.opened).toBe(true);
  });

  it('tells its subscribers once, after the render that opened it', async () => {
    const gate = makeNearScreenGate();
    let told = 0;
    const unsubscribe = gate.subscribe(() => {
      told += 1;
    });
    gate.mayRender(true);
    gate.mayRender(true);
    gate.open();
    expect(told).toBe(0);
    await Promise.resolve();
    expect(told).toBe(1);
    unsubscribe();
  });
});
