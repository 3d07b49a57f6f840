import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true once the browser has painted it: what a screen
 * leaves for then (below the fold, or not needed to read the page) is committed in a task of
 * its own, as a transition, and the first commit and layout are smaller.
 */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
