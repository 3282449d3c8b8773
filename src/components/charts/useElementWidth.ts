import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in whole px, kept current as it resizes; 0 until it is measured.
 * Measured in a layout effect, so the first frame on screen is already drawn at its width.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
