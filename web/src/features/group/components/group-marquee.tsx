import './group-marquee.css';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';

/** Pixels per second of the scroll: slow enough to read. */
const SPEED = 40;

/** One line of text that scrolls back and forth when it is wider than its box. */
export function GroupMarquee({ text, className = '' }: { text: string; className?: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is the trigger to measure again
  useLayoutEffect(() => {
    const measure = () => {
      if (box.current && line.current)
        setOverflow(Math.max(0, line.current.scrollWidth - box.current.clientWidth));
    };
    measure();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [text]);

  const style = overflow
    ? ({
        '--group-marquee-shift': `-${overflow}px`,
        '--group-marquee-duration': `${Math.max(3, overflow / SPEED)}s`,
      } as CSSProperties)
    : undefined;
  return (
    <span ref={box} className={`block overflow-hidden ${className}`} title={text}>
      <span
        ref={line}
        className={`inline-block whitespace-nowrap ${overflow ? 'group-marquee-run' : ''}`}
        style={style}
      >
        {text}
      </span>
    </span>
  );
}
