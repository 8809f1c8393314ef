import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n/index.js";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the dialog (a native modal lets Tab leave to the browser). */
function trapTab(e: KeyboardEvent): void {
  if (e.key !== "Tab") return;
  const d = e.currentTarget as HTMLDialogElement;
  const all = [...d.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !d.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !d.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A native modal dialog: focus is trapped, Esc closes it (onClose is told), and the focus goes
 * back to where it was when the dialog opened.
 */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  id?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    // Where the focus goes back to when the dialog closes (the button that opened it).
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal();
    return () => {
      d?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="modal"
      id={props.id}
      aria-labelledby={`${props.id ?? "modal"}-title`}
      onKeyDown={trapTab}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <div class="modal-head">
        <h2 id={`${props.id ?? "modal"}-title`}>{props.title}</h2>
        <button type="button" class="close" aria-label={t("dialog.close")} onClick={props.onClose}>
          ×
        </button>
      </div>
      {props.children}
    </dialog>
  );
}
