import { useEffect, useRef, useState } from "preact/hooks";

/** How long a finger rests on a button before its name shows, and how long the name stays. */
const HOLD_MS = 450;
const SHOW_MS = 1500;
/** A finger that moves further than this is scrolling or dragging, not holding. */
const SLOP_PX = 10;

/**
 * A button's name on a long press (touch and pen; a mouse has the title): the name shows while
 * the finger rests and a little after, and the click that ends a long press does nothing, so
 * a player can read what a button does before pressing it.
 */
export function useLongPressName() {
  const [named, setNamed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  const long = useRef(false);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(hide.current);
    },
    [],
  );
  const release = () => {
    clearTimeout(timer.current);
    start.current = undefined;
    if (long.current) hide.current = setTimeout(() => setNamed(false), SHOW_MS);
  };
  return {
    named,
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        long.current = false;
        if (e.pointerType === "mouse") return;
        start.current = { x: e.clientX, y: e.clientY };
        clearTimeout(hide.current);
        timer.current = setTimeout(() => {
          long.current = true;
          setNamed(true);
        }, HOLD_MS);
      },
      onPointerMove: (e: PointerEvent) => {
        const s = start.current;
        if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > SLOP_PX) release();
      },
      onPointerUp: release,
      onPointerCancel: release,
      onContextMenu: (e: Event) => {
        // The browser's own long-press menu would hide the name.
        if (start.current || long.current) e.preventDefault();
      },
    },
    /** True once for the click that ends a long press: that click must not act. */
    swallowClick: (): boolean => {
      const was = long.current;
      long.current = false;
      return was;
    },
  };
}
