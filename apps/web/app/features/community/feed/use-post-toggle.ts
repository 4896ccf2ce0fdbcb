import { useRef, useState } from 'react';

/**
 * An on/off with a count that answers the tap at once (a like, a save) and asks the server
 * afterwards; a refusal puts both back and reports it. A second tap while the first is on its
 * way waits for it, so the server sees the taps in order.
 */
export function useOptimisticToggle(
  initial: { on: boolean; count: number },
  send: (on: boolean) => Promise<void>,
  onFailure: () => void,
) {
  const [state, setState] = useState(initial);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const toggle = () => {
    const next = !state.on;
    const before = state;
    setState({ on: next, count: Math.max(0, state.count + (next ? 1 : -1)) });
    queue.current = queue.current.then(() =>
      send(next).catch(() => {
        setState(before);
        onFailure();
      }),
    );
  };
  return [state, toggle] as const;
}
