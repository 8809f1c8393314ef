import { useEffect, useId, useRef, useState } from "preact/hooks";
import { Icon, type IconName } from "./icons.js";
import { useLongPressName } from "./long-press.js";

/** One entry of a menu; `group` starts a new group (drawn with a line above it). */
export interface MenuEntry {
  readonly id: string;
  readonly icon: IconName;
  readonly label: string;
  readonly run: () => void;
  readonly disabled?: boolean;
  readonly group?: boolean;
  readonly keys?: string;
}

const enabledItems = (menu: HTMLElement | null): HTMLButtonElement[] =>
  menu ? [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')] : [];

/**
 * A menu button in the manner of the WAI-ARIA pattern: Enter, Space or a click opens it on its
 * first item (Arrow Up on its last); the arrows, Home and End move between items; Esc closes
 * it and gives the focus back to the button; Tab, a click outside or a choice closes it.
 * Keys pressed inside never reach the game's keys.
 */
export function MenuButton(props: {
  readonly id: string;
  readonly icon: IconName;
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}) {
  const [open, setOpen] = useState(false);
  const start = useRef<"first" | "last">("first");
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const press = useLongPressName();

  useEffect(() => {
    if (!open) return;
    const items = enabledItems(menu.current);
    (start.current === "last" ? items[items.length - 1] : items[0])?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside, true);
    return () => document.removeEventListener("pointerdown", outside, true);
  }, [open]);

  const show = (from: "first" | "last") => {
    start.current = from;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    e.stopPropagation();
    const items = enabledItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === "ArrowDown") go(at + 1);
    else if (e.key === "ArrowUp") go(at - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(items.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") setOpen(false);
  };

  return (
    <div class="menu-host">
      <button
        ref={button}
        type="button"
        class="tool"
        data-action={props.id}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={props.label}
        title={props.label}
        {...press.handlers}
        onClick={() => {
          if (press.swallowClick()) return;
          if (open) close(false);
          else show("first");
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            e.stopPropagation();
            show(e.key === "ArrowUp" ? "last" : "first");
          } else if (e.key === " " || e.key === "Enter") {
            // Opened by the click that follows; the game must not take Space as a stock turn.
            e.stopPropagation();
          }
        }}
      >
        <Icon name={props.icon} />
        <span class="tool-label">{props.label}</span>
        {press.named && (
          <span class="tool-name" aria-hidden="true">
            {props.label}
          </span>
        )}
      </button>
      <div
        ref={menu}
        id={menuId}
        class="menu"
        role="menu"
        aria-label={props.label}
        hidden={!open}
        onKeyDown={onMenuKey}
        onFocusOut={(e) => {
          const next = e.relatedTarget as Node | null;
          if (next && !menu.current?.contains(next) && next !== button.current) setOpen(false);
        }}
      >
        {props.entries.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="menuitem"
            class={`menu-item${entry.group ? " group" : ""}`}
            data-action={entry.id}
            disabled={entry.disabled}
            tabIndex={-1}
            aria-keyshortcuts={entry.keys}
            onClick={() => {
              close(true);
              entry.run();
            }}
          >
            <Icon name={entry.icon} />
            <span>{entry.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
