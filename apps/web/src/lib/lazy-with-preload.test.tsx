import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload, preloadAll } from './lazy-with-preload.tsx';

describe('preloadAll', () => {
  it('loads the parts that loaded parts make in turn, so that the first render on the server suspends nowhere', async () => {
    // A part whose module makes another part when it loads, as the footer's makes the sign-up form's.
    const Outer = lazyWithPreload(async () => {
      const Inner = lazyWithPreload(async () => () => <p>inner part</p>);
      return () => (
        <section>
          outer part <Inner />
        </section>
      );
    });
    await preloadAll();
    const html = renderToString(<Outer />);
    expect(html).toContain('outer part');
    expect(html).toContain('inner part');
    expect(html).not.toContain('<!--$!-->');
  });
});
