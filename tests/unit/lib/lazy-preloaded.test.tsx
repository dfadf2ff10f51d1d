import { act, render, screen } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { lazyPreloaded } from '@/lib/lazy-preloaded';
import { preloadable } from '@/lib/preloadable';

interface Props {
  name: string;
  ref?: Ref<HTMLParagraphElement>;
}
function Greeting({ name, ref }: Props) {
  return <p ref={ref}>hello {name}</p>;
}
const fallback = ({ name }: Props) => <p>loading {name}</p>;

/** A loader whose chunk arrives when the test says. */
function chunk() {
  let arrive: () => void = () => undefined;
  const load = preloadable(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve) => (arrive = () => resolve({ default: Greeting }))),
  );
  return { load, arrive: () => arrive() };
}

describe('lazyPreloaded', () => {
  it('draws a component whose chunk is already in at once, with its props and ref, and no fallback', async () => {
    const { load, arrive } = chunk();
    const loading = load();
    arrive();
    await loading;
    const Lazy = lazyPreloaded(load, fallback);
    const ref = createRef<HTMLParagraphElement>();
    render(<Lazy name="agent" ref={ref} />);
    // synchronously, in the first render: no Suspense round
    expect(screen.getByText('hello agent')).toBeInTheDocument();
    expect(screen.queryByText(/loading/)).not.toBeInTheDocument();
    expect(ref.current).toBe(screen.getByText('hello agent'));
  });

  it('shows the fallback (given the props) until the chunk is in, then the component, in the same place', async () => {
    const { load, arrive } = chunk();
    const Lazy = lazyPreloaded(load, fallback);
    const { container } = render(
      <div>
        <Lazy name="author" />
      </div>,
    );
    expect(screen.getByText('loading author')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('hello author')).toBeInTheDocument();
    expect(screen.queryByText(/loading/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    // from now on the loader remembers it: the next mount draws at once
    expect(load.loaded).toBe(Greeting);
  });
});
